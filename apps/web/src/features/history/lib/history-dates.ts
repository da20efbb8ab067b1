const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The longest bet-history range the server answers (both days counted). */
export const BET_RANGE_MAX_DAYS = 31;

/**
 * A day `daysBack` days before today as YYYY-MM-DD. Days are UTC, as the server reads them (it has no
 * time zone of the member's yet), so a range picked here is the range the server filters.
 */
export function utcDayBefore(daysBack: number, now = Date.now()): string {
  return new Date(now - daysBack * DAY_MS).toISOString().slice(0, 10);
}

/** The last `days` days, today included. */
export function lastDays(days: number, now = Date.now()): { start: string; end: string } {
  return { start: utcDayBefore(days - 1, now), end: utcDayBefore(0, now) };
}

export const isDay = (value: string) => DATE.test(value);

/** Why a range cannot be asked for: its start is after its end, or it is longer than `maxDays`. */
export function rangeProblem(start: string, end: string, maxDays?: number): 'order' | 'too_long' | null {
  if (!isDay(start) || !isDay(end)) return null;
  if (start > end) return 'order';
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS + 1;
  return maxDays !== undefined && days > maxDays ? 'too_long' : null;
}
