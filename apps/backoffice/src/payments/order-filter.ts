import { localInputToIso } from '../shared/zoned-time';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The first instant of a site day ("2026-05-01" on America/Caracas → "2026-05-01T00:00:00-04:00"). */
export function dayStart(date: string, zone: string): string | undefined {
  return DAY.test(date) ? (localInputToIso(`${date}T00:00`, zone) ?? undefined) : undefined;
}

/** The last millisecond of a site day, as UTC ISO: the day is whole whether the server's end is ≤ or <. */
export function dayEnd(date: string, zone: string): string | undefined {
  if (!DAY.test(date)) return undefined;
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const start = dayStart(next.toISOString().slice(0, 10), zone);
  return start ? new Date(Date.parse(start) - 1).toISOString() : undefined;
}

/**
 * A payment-order list filter as the admin API takes it (its filter object is strict): no empty values,
 * days chosen in the filter bar as instants on the site clock, and `queue` for the queue screen.
 */
export function orderFilter(filter: Record<string, unknown> = {}, zone: string, queue = false) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'created_from' || key === 'created_to') {
      const instant = key === 'created_from' ? dayStart(String(value), zone) : dayEnd(String(value), zone);
      if (instant) out[key] = instant;
    } else if (key === 'q') {
      const q = String(value).trim();
      if (q) out.q = q;
    } else if (key === 'member_id' || key === 'site_id') {
      out[key] = Number(value);
    } else {
      out[key] = value;
    }
  }
  if (queue) out.queue = true;
  return out;
}

/** The other lists' filters: nothing empty, ids as numbers. */
export function plainFilter(filter: Record<string, unknown> = {}) {
  return Object.fromEntries(
    Object.entries(filter)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, k === 'site_id' ? Number(v) : v]),
  );
}
