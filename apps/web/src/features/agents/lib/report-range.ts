import type { AgentPeriod } from '@playdeck/contract';

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The longest range the reports answer, both days counted (the server refuses more with 3431). */
export const REPORT_RANGE_MAX_DAYS = 366;

export interface DateRange {
  start: string;
  end: string;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The range a report opens with, ending today (UTC days, as the server counts them): the last 7 days,
 * the last 8 weeks from a Monday, or the last 6 months from the first of a month.
 */
export function defaultRange(period: AgentPeriod, now = Date.now()): DateRange {
  const today = new Date(day(now));
  const end = day(now);
  if (period === 'day') return { start: day(now - 6 * DAY_MS), end };
  if (period === 'week') {
    const sinceMonday = (today.getUTCDay() + 6) % 7;
    return { start: day(today.getTime() - (sinceMonday + 7 * 7) * DAY_MS), end };
  }
  const first = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 5, 1);
  return { start: day(first), end };
}

/** Why a range cannot be asked for: a date missing, its start after its end, or longer than the maximum. */
export function rangeProblem(range: DateRange): 'missing' | 'order' | 'too_long' | null {
  if (!DATE.test(range.start) || !DATE.test(range.end)) return 'missing';
  if (range.start > range.end) return 'order';
  const days = (Date.parse(`${range.end}T00:00:00Z`) - Date.parse(`${range.start}T00:00:00Z`)) / DAY_MS + 1;
  return days > REPORT_RANGE_MAX_DAYS ? 'too_long' : null;
}

/**
 * A report row's period as the page shows it: the day, the week's first and last day, or the month
 * (YYYY-MM). `start` may come as a day or a date-time (its UTC day counts).
 */
export function periodText(period: AgentPeriod, start: string): string {
  const ms = Date.parse(start.length === 10 ? `${start}T00:00:00Z` : start);
  if (Number.isNaN(ms)) return start;
  const first = day(ms);
  if (period === 'day') return first;
  if (period === 'month') return first.slice(0, 7);
  return `${first} – ${day(ms + 6 * DAY_MS)}`;
}

/**
 * A statement's period from its first day to its last (the end is the first instant after it), or the
 * one day of a daily statement; UTC days, as the server settles them.
 */
export function statementPeriod(start: string, end: string): { from: string; to: string | null } {
  const startMs = Date.parse(start);
  const endMs = Date.parse(end);
  if (Number.isNaN(startMs) || Number.isNaN(endMs)) return { from: start, to: end };
  const from = day(startMs);
  const to = day(Math.max(startMs, endMs - 1));
  return { from, to: to === from ? null : to };
}
