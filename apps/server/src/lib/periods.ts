const DAY_MS = 86_400_000;

/** Periods of the programmes and the agents' settlements: a UTC day, a UTC week from Monday, a UTC month. */
export type PeriodKind = 'day' | 'week' | 'month';
export interface Period {
  start: Date;
  end: Date;
}

/**
 * The period holding `at` (decision 0021: UTC until the site's own time zone comes with the spec gaps
 * issue).
 */
export function periodAt(kind: PeriodKind, at: Date): Period {
  if (kind === 'month') {
    const start = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1);
    return { start: new Date(start), end: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)) };
  }
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

/** The periods that overlap [from, to), oldest first. */
export function periodsBetween(kind: PeriodKind, from: Date, to: Date): Period[] {
  const periods: Period[] = [];
  for (let p = periodAt(kind, from); p.start < to; p = periodAt(kind, p.end)) periods.push(p);
  return periods;
}
