import type { DataProvider, GetListParams, Identifier } from 'ra-core';
import type { FetchLike, HttpClient } from '../api/http-client';
import { parseJson, toHttpError } from '../api/http-client';
import { API_URL } from '../api/types';
import { SITE_TIME_ZONE } from '../shared/site-time';
import { orderFilter, plainFilter } from './order-filter';
import type { PaymentActions, PaymentMemberContext } from './types';

export const ORDERS = 'payment-orders';
/** The queue screen: payment orders waiting for finance (the API's `queue` filter), a resource of its own. */
export const QUEUE = 'payment-queue';
const FILTERED = new Set(['payment-channels', 'withdrawal-rules', 'payment-callbacks']);

const at = (id: Identifier, action: string) => `${API_URL}/${ORDERS}/${encodeURIComponent(String(id))}/${action}`;

/** A decision's body: the note when one was written (the contract's field is optional, trimmed). */
export const decisionBody = (note?: string) => {
  const text = note?.trim();
  return text ? { note: text } : {};
};

/**
 * Payments over the admin API: the queue is `payment-orders` with `queue: true` (oldest first), list
 * filters go out without empty values and with days on the site clock, plus the order actions.
 */
export function withPayments<P extends DataProvider>(
  provider: P,
  http: HttpClient,
  fetch: FetchLike,
): P & PaymentActions {
  const listParams = (resource: string, params: GetListParams): GetListParams => {
    if (resource === QUEUE) {
      return {
        ...params,
        filter: orderFilter(params.filter, SITE_TIME_ZONE, true),
        sort: { field: 'id', order: 'ASC' },
      };
    }
    if (resource === ORDERS) return { ...params, filter: orderFilter(params.filter, SITE_TIME_ZONE) };
    return FILTERED.has(resource) ? { ...params, filter: plainFilter(params.filter) } : params;
  };
  const post = async (url: string, body: unknown) => ({
    data: (await http(url, { method: 'POST', body: JSON.stringify(body) })).json,
  });
  return {
    ...provider,
    getList: (resource, params) =>
      provider.getList(resource === QUEUE ? ORDERS : resource, listParams(resource, params)),
    getOne: (resource, params) => provider.getOne(resource === QUEUE ? ORDERS : resource, params),
    getMany: (resource, params) => provider.getMany(resource === QUEUE ? ORDERS : resource, params),
    approvePaymentOrder: (id, note) => post(at(id, 'approve'), decisionBody(note)),
    rejectPaymentOrder: (id, note) => post(at(id, 'reject'), decisionBody(note)),
    paymentMemberContext: async (id) => ({ data: (await http<PaymentMemberContext>(at(id, 'context'))).json }),
    paymentReceipt: async (id, signal) => {
      const response = await fetch(at(id, 'receipt'), {
        headers: { accept: 'image/png, image/jpeg, image/webp' },
        credentials: 'same-origin',
        signal: signal ?? null,
      });
      if (!response.ok) throw toHttpError(response, parseJson(await response.text()));
      return { data: await response.blob() };
    },
  } as P & PaymentActions;
}
