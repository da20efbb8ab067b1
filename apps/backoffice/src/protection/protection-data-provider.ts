import type { DataProvider, Identifier } from 'ra-core';
import type { HttpClient } from '../api/http-client';
import { API_URL } from '../api/types';
import { listFilter } from '../shared/list-filter';
import type { ProtectionActions } from './types';

/** The Player protection part of the menu, in its order: markers of harm, then the settings. */
export const PROTECTION_RESOURCES = ['protection-flags', 'protection-settings'] as const;
export type ProtectionResource = (typeof PROTECTION_RESOURCES)[number];

/** One member's protection (GET /api/admin/member-protection/:memberId), read by the member page's tab. */
export const MEMBER_PROTECTION = 'member-protection';
export const FLAGS = 'protection-flags';

const LISTED = new Set<string>(PROTECTION_RESOURCES);
const IDS = new Set(['site_id', 'member_id']);

/** A protection list's filter as the admin API takes it (strict): no empty values, ids as numbers. */
export const protectionFilter = (filter?: Record<string, unknown>) => listFilter(filter, IDS);

/** The protection lists go out with their filters cleaned, plus the actions; everything else passes through. */
export function withProtection<P extends DataProvider>(provider: P, http: HttpClient): P & ProtectionActions {
  const post = async <T>(resource: string, id: Identifier, action: string, body: object) => {
    const url = `${API_URL}/${resource}/${encodeURIComponent(String(id))}/${action}`;
    return { data: (await http<T>(url, { method: 'POST', body: JSON.stringify(body) })).json };
  };
  return {
    ...provider,
    getList: (resource, params) =>
      provider.getList(
        resource,
        LISTED.has(resource) ? { ...params, filter: protectionFilter(params.filter) } : params,
      ),
    imposeLimit: (memberId, body) => post(MEMBER_PROTECTION, memberId, 'limits', body),
    imposeTimeOut: (memberId, body) => post(MEMBER_PROTECTION, memberId, 'time-out', body),
    reviewFlag: (id, note) => post(FLAGS, id, 'review', { note: note.trim() }),
  };
}
