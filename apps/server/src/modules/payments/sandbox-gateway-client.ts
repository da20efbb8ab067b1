import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CallbackCheck, CallOutcome, GatewayOrderState, GatewayPayoutState, PaymentGateway } from './gateway.js';
import { requestIdHeaders } from '../../lib/request-id.js';

/** A callback's timestamp may be this far from our clock (either way) before it is refused as stale. */
export const CALLBACK_WINDOW_SECONDS = 300;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

const header = (h: Record<string, string | string[] | undefined>, name: string) => {
  const v = h[name];
  return typeof v === 'string' ? v : undefined;
};

/** Hex HMAC-SHA256 over `${ts}.${nonce}.${rawBody}`, compared in constant time. */
export function verifySandboxSignature(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  nowMs: number,
): CallbackCheck {
  const ts = header(headers, 'x-gateway-timestamp');
  const nonce = header(headers, 'x-gateway-nonce');
  const signature = header(headers, 'x-gateway-signature');
  if (!ts || !nonce || !signature || !/^\d{1,12}$/.test(ts) || !/^[0-9a-f]{64}$/.test(signature)) {
    return { ok: false, problem: 'bad_signature' };
  }
  if (!/^[\w-]{8,64}$/.test(nonce)) return { ok: false, problem: 'bad_signature' };
  const expected = createHmac('sha256', secret).update(`${ts}.${nonce}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { ok: false, problem: 'bad_signature' };
  if (Math.abs(nowMs / 1000 - Number(ts)) > CALLBACK_WINDOW_SECONDS) return { ok: false, problem: 'stale' };
  return { ok: true, nonce };
}

/**
 * The sandbox gateway's merchant API, on a private Fastify instance that never listens: each call is an
 * in-process request with the merchant key, cut off after `timeoutMs` (the gateway may still apply it).
 */
export function sandboxGatewayClient(opts: {
  api: FastifyInstance;
  merchantKey: string;
  secret: string;
  notifyUrl: string;
  timeoutMs: number;
}): PaymentGateway {
  async function call(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<Answer | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), opts.timeoutMs)));
    const request = opts.api
      .inject({
        method,
        url,
        payload: payload as object,
        headers: { 'x-merchant-key': opts.merchantKey, ...requestIdHeaders() },
      })
      .then((res) => ({ status: res.statusCode, body: safeJson(res.body) }))
      .catch(() => undefined);
    try {
      return await Promise.race([request, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** 2xx done; 400/409 refused (nothing applied); no answer, 5xx or anything else: unknown. */
  function outcome<T>(answer: Answer | undefined, value: (b: Record<string, unknown>) => T): CallOutcome<T> {
    if (!answer) return { kind: 'unknown' };
    if (answer.status >= 200 && answer.status < 300) return { kind: 'done', value: value(answer.body) };
    if (answer.status === 400 || answer.status === 409) return { kind: 'refused', reason: String(answer.body.error) };
    return { kind: 'unknown' };
  }

  async function query<T>(url: string, value: (b: Record<string, unknown>) => T): Promise<CallOutcome<T | undefined>> {
    const answer = await call('GET', url);
    if (answer?.status === 404) return { kind: 'done', value: undefined };
    if (answer?.status === 200) return { kind: 'done', value: value(answer.body) };
    return { kind: 'unknown' };
  }

  return {
    name: 'sandbox',
    async createOrder(o) {
      const answer = await call('POST', '/api/orders', {
        merchant_order_no: o.orderNumber,
        amount: String(o.amount),
        currency: o.currency,
        notify_url: opts.notifyUrl,
        return_url: o.returnUrl,
        site_id: o.siteId,
      });
      return outcome(answer, (b) => ({ gatewayOrderId: String(b.gateway_order_id), payUrl: String(b.pay_url) }));
    },
    queryOrder: (orderNumber) =>
      query(`/api/orders/${encodeURIComponent(orderNumber)}`, (b): GatewayOrderState => ({
        status: b.status as GatewayOrderState['status'],
        amount: BigInt(String(b.amount)),
        paidAmount: BigInt(String(b.paid_amount ?? '0')),
        currency: String(b.currency),
        gatewayTxId: typeof b.gateway_tx_id === 'string' ? b.gateway_tx_id : null,
      })),
    async createPayout(p) {
      const answer = await call('POST', '/api/payouts', {
        merchant_payout_no: p.payoutNumber,
        amount: String(p.amount),
        currency: p.currency,
        account: { bank_code: p.account.bankCode, account_no: p.account.accountNo, holder_name: p.account.holderName },
        notify_url: opts.notifyUrl,
        site_id: p.siteId,
      });
      return outcome(answer, (b) => ({ gatewayPayoutId: String(b.gateway_payout_id) }));
    },
    queryPayout: (payoutNumber) =>
      query(`/api/payouts/${encodeURIComponent(payoutNumber)}`, (b): GatewayPayoutState => ({
        status: b.status as GatewayPayoutState['status'],
        amount: BigInt(String(b.amount)),
        currency: String(b.currency),
        gatewayTxId: typeof b.gateway_tx_id === 'string' ? b.gateway_tx_id : null,
        failureReason: typeof b.failure_reason === 'string' ? b.failure_reason : null,
      })),
    verifyCallback: (headers, rawBody, nowMs) => verifySandboxSignature(opts.secret, headers, rawBody, nowMs),
  };
}

function safeJson(text: string): Record<string, unknown> {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
