import { formatDateTime } from '../../../shared/lib/format';

/**
 * A cash-back period in the site's time zone, as its first and last day ("2025-01-06", "2025-01-12"; the
 * end is the first instant after the period, so the last day is the one before it); `to` is null for a
 * single day. A period that does not run midnight to midnight there (the server counts UTC days for now,
 * decision 0021) keeps its times, so the member sees exactly when it starts and ends.
 */
export function periodParts(start: string, end: string): { from: string; to: string | null } {
  const from = formatDateTime(start);
  const to = formatDateTime(end);
  const endMs = Date.parse(end);
  if (!from.endsWith(' 00:00') || !to.endsWith(' 00:00') || Number.isNaN(endMs)) return { from, to };
  const first = from.slice(0, 10);
  const last = formatDateTime(new Date(endMs - 1).toISOString()).slice(0, 10);
  return { from: first, to: first === last ? null : last };
}
