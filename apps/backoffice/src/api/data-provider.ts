import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'ra-core';
import type { EnrolmentCodeReply, ProviderSyncReply } from '@playdeck/contract/admin';
import { createHttpClient } from './http-client';
import type { FetchLike } from './http-client';
import type { CsrfStore } from './csrf';
import { API_URL } from './types';
import { withAgents } from '../agents';
import { withContent } from '../content';
import { withPayments } from '../payments';
import { withProgrammes } from '../programmes';
import { withProtection } from '../protection';
import type { DashboardReply, PlaydeckActions, PlaydeckDataProvider } from './types';

/**
 * ra-data-simple-rest over the admin API (`GET /api/admin/<resource>?filter&sort&range` with
 * `Content-Range`), through the console's HTTP client (CSRF header, error bodies), plus the actions.
 */
export function createDataProvider(deps: { fetch: FetchLike; csrf: CsrfStore }): PlaydeckDataProvider {
  const http = createHttpClient(deps);
  const rest = simpleRestProvider(API_URL, http);
  const post = async (path: string, body?: unknown) => {
    const reply = await http(`${API_URL}/${path}`, {
      method: 'POST',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { data: reply.json };
  };
  const at = (resource: string, id: Identifier, action: string) =>
    `${resource}/${encodeURIComponent(String(id))}/${action}`;

  const provider: DataProvider & PlaydeckActions = {
    ...rest,
    // A DELETE may answer 204 without a body; react-admin still wants the deleted record back.
    delete: async (resource, params) => {
      const { data } = await rest.delete(resource, params);
      return { data: data ?? params.previousData ?? { id: params.id } };
    },
    setMemberStatus: (id, body) => post(at('members', id, 'status'), body),
    // Every account action is audited with the operator's reason.
    unlockMember: (id, reason) => post(at('members', id, 'unlock'), { reason }),
    forceMemberPasswordChange: (id, reason) => post(at('members', id, 'force-password-change'), { reason }),
    resetMemberWithdrawPassword: (id, reason) => post(at('members', id, 'reset-withdraw-password'), { reason }),
    bringBackWallet: (id) => post(at('member-wallets', id, 'bring-back')),
    approveAdjustment: (id) => post(at('adjustments', id, 'approve')),
    rejectAdjustment: (id) => post(at('adjustments', id, 'reject')),
    cancelLetterCampaign: (id) => post(at('letter-campaigns', id, 'cancel')),
    endActivity: (resource, id) => post(at(resource, id, 'end')),
    syncProvider: async (id, activateNew) =>
      (await post(at('game-providers', id, 'sync'), { activate_new: activateNew })) as { data: ProviderSyncReply },
    makeEnrolmentCode: async (id) =>
      (await post(at('operators', id, 'enrolment-code'), {})) as { data: EnrolmentCodeReply },
    dashboard: async ({ site_id, currency, days = 30 }) => {
      const query = new URLSearchParams({ site_id: String(site_id), currency, days: String(days) });
      const { json } = await http<DashboardReply>(`${API_URL}/dashboard?${query}`);
      return { data: json };
    },
  };
  // Site content: one resource per kind over /api/admin/content, plus picture uploads (content/); payments:
  // the queue over /api/admin/payment-orders, order decisions and receipts (payments/); programme lists
  // with their filters cleaned (programmes/); agent lists and decisions (agents/); protection lists, limits,
  // time-outs and reviews (protection/).
  return withProtection(
    withAgents(withProgrammes(withPayments(withContent(provider, http), http, deps.fetch)), http),
    http,
  );
}
