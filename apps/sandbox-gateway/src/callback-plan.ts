import type { GatewayTx } from './db.js';
import type { GatewayFaults } from './faults.js';
import { chance, randomIn } from './faults.js';
import { gwCallbackDeliveries } from './schema.js';
import type { CallbackKind } from './schema.js';

/** What a callback says; `amount` is minor units as a string, `paid_at` an ISO time or null. */
export interface CallbackBody {
  merchant_order_no?: string;
  merchant_payout_no?: string;
  gateway_tx_id: string | null;
  status: string;
  amount: string;
  currency: string;
  paid_at: string | null;
  kind: CallbackKind;
}

export interface CallbackEvent {
  siteId: number;
  notifyUrl: string;
  body: CallbackBody;
}

const referenceOf = (b: CallbackBody) => b.merchant_order_no ?? b.merchant_payout_no ?? '';

/**
 * Queues the deliveries of one state change, inside the transaction that made the change, so a
 * change never commits without its callback nor the other way round. The faults decide, per event,
 * whether the merchant hears it late, twice, followed by a stale "processing", or never (a row in
 * state `dropped` keeps that visible).
 */
export async function queueCallback(tx: GatewayTx, event: CallbackEvent, faults: GatewayFaults, now = Date.now()) {
  const row = (body: CallbackBody, at: number, state: 'pending' | 'dropped' = 'pending') => ({
    siteId: event.siteId,
    kind: body.kind,
    reference: referenceOf(body),
    eventStatus: body.status,
    notifyUrl: event.notifyUrl,
    body: JSON.stringify(body),
    state,
    nextAttemptAt: new Date(at),
  });
  if (chance(faults.lostCallbackRate)) {
    await tx.insert(gwCallbackDeliveries).values(row(event.body, now, 'dropped'));
    return;
  }
  const first = now + randomIn(faults.lateCallbackMs);
  const rows = [row(event.body, first)];
  let last = first;
  if (chance(faults.duplicateCallbackRate)) {
    last = first + randomIn(faults.lateCallbackMs);
    rows.push(row(event.body, last));
  }
  if (chance(faults.outOfOrderCallbackRate) && event.body.status !== 'processing') {
    // The "processing" notice a slow queue sends after the final one: the merchant must not step back.
    rows.push(row({ ...event.body, status: 'processing', paid_at: null }, last + 1));
  }
  await tx.insert(gwCallbackDeliveries).values(rows);
}
