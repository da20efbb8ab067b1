import type { DashboardDay } from '../api/types';
import { negateDecimal } from '../shared/decimal';

export const COUNT_FIGURES = ['registrations', 'first_deposits', 'logins', 'active_members', 'letters'] as const;
export type CountFigure = (typeof COUNT_FIGURES)[number];
export const MONEY_FIGURES = [
  'deposits',
  'withdrawals',
  'transfers_in',
  'transfers_out',
  'operator_result',
  'activity_payouts',
] as const;
export type MoneyFigure = (typeof MONEY_FIGURES)[number];

/**
 * Today's cards, a row each: members, then payments (first deposits beside the money deposited and
 * withdrawn), then games and activities.
 */
export const TODAY_ROWS: readonly (readonly (CountFigure | MoneyFigure)[])[] = [
  ['registrations', 'logins', 'active_members', 'letters'],
  ['first_deposits', 'deposits', 'withdrawals'],
  ['transfers_in', 'transfers_out', 'operator_result', 'activity_payouts'],
];

export const isCountFigure = (key: string): key is CountFigure => (COUNT_FIGURES as readonly string[]).includes(key);

/** A day's money figures as the operator reads them: the game result from the operator's side. */
export function moneyOf(day: DashboardDay): Record<MoneyFigure, string> {
  return {
    deposits: day.deposits,
    withdrawals: day.withdrawals,
    transfers_in: day.transfers_in,
    transfers_out: day.transfers_out,
    operator_result: negateDecimal(day.net_game_result),
    activity_payouts: day.activity_payouts,
  };
}

/** One point of the charts. The numbers only place the point; tooltips show `exact`, the server's text. */
export interface ChartRow {
  date: string;
  registrations: number;
  logins: number;
  active_members: number;
  deposits: number;
  withdrawals: number;
  transfers_in: number;
  transfers_out: number;
  operator_result: number;
  exact: Record<MoneyFigure, string>;
}

export function chartRows(days: DashboardDay[]): ChartRow[] {
  return days.map((day) => {
    const exact = moneyOf(day);
    return {
      date: day.date,
      registrations: day.registrations,
      logins: day.logins,
      active_members: day.active_members,
      // A chart needs numbers to draw; nothing is added up or stored from them.
      deposits: Number(exact.deposits),
      withdrawals: Number(exact.withdrawals),
      transfers_in: Number(exact.transfers_in),
      transfers_out: Number(exact.transfers_out),
      operator_result: Number(exact.operator_result),
      exact,
    };
  });
}

/** Whether any day has a figure other than zero in the given series (else the chart says so instead). */
export const hasActivity = (rows: ChartRow[], keys: readonly (keyof Omit<ChartRow, 'date' | 'exact'>)[]) =>
  rows.some((row) => keys.some((key) => row[key] !== 0));

/** Legend and tooltip list a chart's series in the order drawn, not alphabetically (recharts' default). */
export const inOrderOf = (series: readonly string[]) => (item: { dataKey?: unknown }) =>
  series.indexOf(String(item.dataKey));

/** A UTC day ("2026-11-24") written short in the operator's language ("Nov 24", "11月24日"). */
export function shortDay(date: string, lang: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time)) return date;
  return new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(time);
}
