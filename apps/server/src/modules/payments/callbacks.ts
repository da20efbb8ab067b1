import { z } from 'zod';
import { text } from '@playdeck/contract';
import type { CallbacksRepo } from './callbacks-repo.js';
import type { PaymentGateway } from './gateway.js';
import type { OnlineDeposits } from './online-deposits.js';
import type { OrdersRepo } from './orders-repo.js';
import type { Payouts } from './payouts.js';

const minor = z
  .string()
  .regex(/^\d{1,18}$/)
  .transform((v) => BigInt(v));
// The shared string schema: a NUL would otherwise pass here and fail in the database (a throw, not a refusal).
const callbackBody = z.object({
  merchant_order_no: text().max(64).optional(),
  merchant_payout_no: text().max(64).optional(),
  gateway_tx_id: text().max(64).nullable(),
  status: z.enum(['created', 'processing', 'paid', 'failed', 'cancelled', 'expired']),
  amount: minor,
  currency: text().max(8),
  kind: z.enum(['deposit', 'payout']),
});

export interface CallbackAnswer {
  status: number;
  body: string;
}
const answer = (status: number, body: string): CallbackAnswer => ({ status, body });

/**
 * The gateway's notifications. The signature (HMAC over the raw body, constant time) and its time
 * window are checked before anything is read; a delivery already accepted (same nonce) is answered
 * success without work; then the order it names gets the news once. Anything wrong is filed for
 * finance and changes nothing. The gateway retries whatever is not answered `success`.
 */
export function createCallbackReceiver(deps: {
  gateway: PaymentGateway;
  repo: OrdersRepo;
  problems: CallbacksRepo;
  deposits: OnlineDeposits;
  payouts: Payouts;
}) {
  const file = (problem: string, detail: string, rawBody: string, siteId: number | null = null, reference = '') =>
    deps.problems.problem({ siteId, reference, problem, detail, body: rawBody });

  return async function receive(headers: Record<string, string>, rawBody: string): Promise<CallbackAnswer> {
    const check = deps.gateway.verifyCallback(headers, rawBody, Date.now());
    if (!check.ok) {
      await file(
        check.problem,
        check.problem === 'stale' ? 'timestamp outside the window' : 'signature does not match',
        rawBody,
      );
      return answer(401, 'refused');
    }
    let parsed: z.infer<typeof callbackBody>;
    try {
      parsed = callbackBody.parse(JSON.parse(rawBody));
    } catch {
      await file('malformed', 'not a callback this site understands', rawBody);
      return answer(400, 'malformed');
    }
    if (!(await deps.problems.firstUse(check.nonce))) return answer(200, 'success');

    const reference = (parsed.kind === 'deposit' ? parsed.merchant_order_no : parsed.merchant_payout_no) ?? '';
    const order = reference ? await deps.repo.byNumber(reference) : undefined;
    const expectedKind = parsed.kind === 'deposit' ? 'deposit' : 'withdrawal';
    if (!order || order.kind !== expectedKind || order.gateway !== deps.gateway.name) {
      await file(
        'unknown_order',
        `no ${expectedKind} ${reference.slice(0, 64)}`,
        rawBody,
        order?.siteId ?? null,
        reference,
      );
      return answer(404, 'unknown order');
    }
    if (parsed.kind === 'deposit') {
      const state = { ...parsed, paidAmount: parsed.amount, gatewayTxId: parsed.gateway_tx_id };
      const outcome = await deps.deposits.apply(order, state, { name: 'gateway' }, rawBody);
      return outcome === 'ok' ? answer(200, 'success') : answer(400, 'refused');
    }
    if (parsed.currency !== order.currency || parsed.amount !== order.amount) {
      await file(
        parsed.currency !== order.currency ? 'currency_mismatch' : 'amount_mismatch',
        'payout differs from the order',
        rawBody,
        order.siteId,
        reference,
      );
      return answer(400, 'refused');
    }
    if (parsed.status !== 'paid' && parsed.status !== 'failed' && parsed.status !== 'processing') {
      await file('malformed', `payout status ${parsed.status}`, rawBody, order.siteId, reference);
      return answer(400, 'malformed');
    }
    await deps.payouts.apply(
      order,
      {
        status: parsed.status,
        amount: parsed.amount,
        currency: parsed.currency,
        gatewayTxId: parsed.gateway_tx_id,
        failureReason: null,
      },
      { name: 'gateway' },
    );
    return answer(200, 'success');
  };
}
