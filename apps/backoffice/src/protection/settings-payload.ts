import { PROTECTION_PERIODS } from '@playdeck/contract';
import type { ProtectionPeriod } from '@playdeck/contract';
import { protectionSettingsUpdate } from '@playdeck/contract/admin';
import type { FieldValues } from 'react-hook-form';
import { schemaErrors } from '../shared/form-errors';
import { numberOf } from '../shared/form-values';
import { amountProblem, amountText } from '../shared/money';
import { limitValueOf, limitValueProblem } from './limit-value';

// Protection settings of one site and currency ("1:USD"): the deposit-limit prompt, the thresholds the
// markers-of-harm jobs flag at (0 is off), and limits every member of the site has in that currency.

interface LimitRow {
  measure?: unknown;
  period?: unknown;
  amount?: unknown;
}

const rowsOf = (values: FieldValues): LimitRow[] =>
  Array.isArray(values.limits) ? (values.limits as (LimitRow | null | undefined)[]).map((row) => row ?? {}) : [];

const codeOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** PUT /api/admin/protection-settings/:id with the version read: a change saved meanwhile is a 409. */
export const protectionSettingsBody = (values: FieldValues) => ({
  ...(typeof values.version === 'number' ? { version: values.version } : {}),
  deposit_limit_prompt: Boolean(values.deposit_limit_prompt),
  deposits_per_day: numberOf(values.deposits_per_day),
  withdrawals_cancelled: numberOf(values.withdrawals_cancelled),
  night_play_nights: numberOf(values.night_play_nights),
  net_deposits_30d: amountText(values.net_deposits_30d),
  limits: rowsOf(values).map((row) => ({
    measure: codeOf(row.measure),
    period: codeOf(row.period),
    amount: amountText(row.amount),
  })),
});

/**
 * Daily ≤ weekly ≤ monthly, per measure, as the server holds it: marks the longer period's amount where a
 * shorter period of the same measure allows more (values the measure can take only: money in minor units,
 * session limits in minutes).
 */
function orderErrors(rows: LimitRow[], currency: string, errors: Record<string, unknown>[]) {
  const rank = (row: LimitRow) => PROTECTION_PERIODS.indexOf(codeOf(row.period) as ProtectionPeriod);
  rows.forEach((longer, i) => {
    const most = limitValueOf(longer.measure, longer.period, longer.amount, currency);
    if (most === undefined || errors[i]!.amount || errors[i]!.period) return;
    const below = rows.some((shorter, j) => {
      const amount = limitValueOf(shorter.measure, shorter.period, shorter.amount, currency);
      return (
        j !== i &&
        shorter.measure === longer.measure &&
        rank(shorter) < rank(longer) &&
        amount !== undefined &&
        amount > most
      );
    });
    if (below) errors[i]!.amount = 'app.protection.validation.order';
  });
}

/**
 * Each site-wide limit's own problems: a measure and a period, used once, an amount in the currency (whole
 * minutes for a session limit), in order.
 */
function limitErrors(values: FieldValues) {
  const currency = String(values.currency ?? '');
  const seen = new Set<string>();
  const rows = rowsOf(values);
  const errors = rows.map((row) => {
    const error: Record<string, unknown> = {};
    if (!codeOf(row.measure)) error.measure = 'ra.validation.required';
    if (!codeOf(row.period)) error.period = 'ra.validation.required';
    const pair = `${codeOf(row.measure)}:${codeOf(row.period)}`;
    // One limit per measure and period: a second would leave members guessing which applies.
    if (!error.measure && !error.period && seen.has(pair)) error.period = 'app.protection.validation.one_per_period';
    seen.add(pair);
    const amount = limitValueProblem(row.measure, row.period, row.amount, currency);
    if (amount) error.amount = amount;
    return error;
  });
  orderErrors(rows, currency, errors);
  return errors.some((error) => Object.keys(error).length > 0) ? errors : undefined;
}

/** The contract's rules (whole-number thresholds in range, decimal amounts) and the currency's decimals. */
export function validateProtectionSettings(values: FieldValues) {
  const extra: Record<string, unknown> = {};
  const netDeposits = amountProblem(values.net_deposits_30d, String(values.currency ?? ''));
  if (netDeposits) extra.net_deposits_30d = netDeposits;
  for (const field of ['deposits_per_day', 'withdrawals_cancelled', 'night_play_nights']) {
    const count = numberOf(values[field]);
    if (Number.isFinite(count) && !Number.isInteger(count)) extra[field] = 'app.protection.validation.whole_number';
  }
  const limits = limitErrors(values);
  if (limits) extra.limits = limits;
  return schemaErrors(protectionSettingsUpdate, protectionSettingsBody(values), extra);
}
