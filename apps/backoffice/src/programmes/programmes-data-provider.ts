import type { DataProvider } from 'ra-core';

/** The programme screens' resources (issue 15), each its own admin route. */
export const PROGRAMME_RESOURCES = [
  'referral-settings',
  'referral-awards',
  'cashback-settings',
  'cashback-grants',
] as const;

const LISTED = new Set<string>(PROGRAMME_RESOURCES);
const IDS = new Set(['site_id', 'referrer_id', 'friend_id', 'member_id']);

/**
 * A programme list's filter as the admin API takes it (its filter object is strict): no empty values, and
 * ids as positive whole numbers (what the filter bar's inputs hold may be text); an id that is not one
 * is left out rather than refused.
 */
export function programmeFilter(filter: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (IDS.has(key)) {
      const id = Number(typeof value === 'string' ? value.trim() : value);
      if (Number.isSafeInteger(id) && id > 0) out[key] = id;
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** The programme lists go out with their filters cleaned; everything else passes through. */
export function withProgrammes<P extends DataProvider>(provider: P): P {
  return {
    ...provider,
    getList: (resource, params) =>
      provider.getList(resource, LISTED.has(resource) ? { ...params, filter: programmeFilter(params.filter) } : params),
  };
}
