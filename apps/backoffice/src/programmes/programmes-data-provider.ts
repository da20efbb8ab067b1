import type { DataProvider } from 'ra-core';
import { listFilter } from '../shared/list-filter';

/** The programme screens' resources (each programme's settings and what it paid), each its own admin route. */
export const PROGRAMME_RESOURCES = [
  'referral-settings',
  'referral-awards',
  'cashback-settings',
  'cashback-grants',
] as const;

const LISTED = new Set<string>(PROGRAMME_RESOURCES);
const IDS = new Set(['site_id', 'referrer_id', 'friend_id', 'member_id']);

/** A programme list's filter as the admin API takes it: no empty values, ids as numbers. */
export const programmeFilter = (filter?: Record<string, unknown>) => listFilter(filter, IDS);

/** The programme lists go out with their filters cleaned; everything else passes through. */
export function withProgrammes<P extends DataProvider>(provider: P): P {
  return {
    ...provider,
    getList: (resource, params) =>
      provider.getList(resource, LISTED.has(resource) ? { ...params, filter: programmeFilter(params.filter) } : params),
  };
}
