const DAY_MS = 86_400_000;

export type PeriodKind = 'day' | 'week';
export interface Period {
  start: Date;
  end: Date;
}

/**
 * The period holding `at`: a UTC day, or a UTC week from Monday (decision 0021: the site's own time zone
 * comes with the time-zone work of the spec gaps issue).
 */
export function periodAt(kind: PeriodKind, at: Date): Period {
  const day = Math.floor(at.getTime() / DAY_MS) * DAY_MS;
  if (kind === 'day') return { start: new Date(day), end: new Date(day + DAY_MS) };
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0
  const start = day - weekday * DAY_MS;
  return { start: new Date(start), end: new Date(start + 7 * DAY_MS) };
}

/** The `count` periods that ended before the one holding `at`, most recent first. */
export function endedPeriods(kind: PeriodKind, at: Date, count: number): Period[] {
  const periods: Period[] = [];
  let current = periodAt(kind, at);
  for (let i = 0; i < count; i += 1) {
    current = periodAt(kind, new Date(current.start.getTime() - 1));
    periods.push(current);
  }
  return periods;
}

/** How long a granted cash back can be claimed after its period ends. */
export const CLAIM_DAYS = 7;
export const claimUntil = (period: Period) => new Date(period.end.getTime() + CLAIM_DAYS * DAY_MS);
