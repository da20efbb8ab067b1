// A cash-back period as the console shows it: the days it covers ("May 4 – 10, 2026" for a week, one day
// for a day) in the zone the periods are cut in. The API gives its start and its end; the end is the first
// instant after the period, so the last day shown is the one before it.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant a period boundary stands for; a bare date is that day's start on the site clock. */
function instantOf(value: unknown): Date | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const at = new Date(DAY.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** "May 4 – 10, 2026" or "2026年5月4日至10日"; one day alone; empty when the API gave nothing readable. */
export function formatPeriod(start: unknown, end: unknown, lang: string, zone: string): string {
  const from = instantOf(start);
  const until = instantOf(end);
  if (!from) return '';
  // Bare dates are calendar days already: read them in UTC, where they were placed.
  const timeZone = typeof start === 'string' && DAY.test(start) ? 'UTC' : zone;
  const format = new Intl.DateTimeFormat(lang, { timeZone, year: 'numeric', month: 'short', day: 'numeric' });
  const last = until && until > from ? new Date(until.getTime() - 1) : from;
  const sameDay = format.format(last) === format.format(from);
  return sameDay ? format.format(from) : format.formatRange(from, last);
}
