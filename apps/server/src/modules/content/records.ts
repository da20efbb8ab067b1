import type { ContentRecord, ContentStatus } from '@playdeck/contract/admin';
import type { ContentKind } from './kinds.js';
import type { ContentRow } from './repo.js';

// How a stored entry looks to the back office and to its audit trail.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Where an entry stands at `at`: the list filter `status` asks the same question in SQL (admin-repo.ts). */
export function statusOf(row: ContentRow, at = new Date()): ContentStatus {
  if (!row.active) return 'inactive';
  if (row.startsAt && row.startsAt > at) return 'scheduled';
  if (row.endsAt && row.endsAt <= at) return 'ended';
  return 'live';
}

export const toContentRecord = (row: ContentRow): ContentRecord => ({
  id: row.id,
  site_id: row.siteId,
  kind: row.kind as ContentKind,
  locale: row.locale,
  template: row.template,
  device: row.device,
  sort: row.sort,
  active: row.active,
  starts_at: iso(row.startsAt),
  ends_at: iso(row.endsAt),
  status: statusOf(row),
  data: row.data as Record<string, unknown>,
  version: row.version,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The most characters of one text the trail keeps: an article's HTML body is summarised, not copied. */
const AUDIT_TEXT_MAX = 300;

function cut(value: unknown): unknown {
  if (typeof value === 'string') return value.length > AUDIT_TEXT_MAX ? `${value.slice(0, AUDIT_TEXT_MAX)}…` : value;
  if (Array.isArray(value)) return value.map(cut);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cut(v)]));
  return value;
}

/** What the trail keeps of an entry: every field an operator may change (long texts cut), and the version. */
export function auditable(row: ContentRow) {
  const { id: _id, created_at: _c, updated_at: _u, status: _s, ...fields } = toContentRecord(row);
  return cut(fields);
}
