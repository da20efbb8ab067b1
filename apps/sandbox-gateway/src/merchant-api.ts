import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Notify, RetryPolicy } from './callback-delivery.js';
import type { GatewayDb } from './db.js';
import { KeyReused } from './db.js';
import type { GatewayFaults } from './faults.js';
import { chance, NO_GATEWAY_FAULTS, randomIn, sleep } from './faults.js';
import { createOrders } from './orders.js';
import { createPayTokens } from './pay-tokens.js';
import { createPayouts } from './payouts.js';
import { sameKey } from './signing.js';
import { badRequest, orderBody, payoutBody, printableId } from './validation.js';
import { createGatewayWorker } from './worker.js';

export interface MerchantApiOptions {
  db: GatewayDb;
  /** The merchant authenticates with this key in `x-merchant-key`. */
  merchantKey: string;
  /** Signs callbacks (HMAC-SHA256) and, with a derived key, the hosted pages' pay links. */
  secret: string;
  /** Where the hosted pages are served (`sandboxGatewayPages`' prefix or origin): pay links point there. */
  payBase: string;
  faults?: GatewayFaults;
  /** Delivers one callback; the site gives HTTP (main.ts) or an in-process call. */
  notify: Notify;
  /** How often the worker runs (default 1000 ms); 0 starts no poller (tests drive `createGatewayWorker`). */
  pollMs?: number;
  /** How long an unpaid order and its pay link live (default 15 minutes). */
  orderTtlMs?: number;
  retry?: Partial<RetryPolicy>;
}

const DEFAULT_TTL_MS = 15 * 60_000;

/**
 * The gateway's server-to-server API: orders, payouts and their queries. Only the merchant's back end
 * calls it, with the merchant key; the site keeps it on a private instance, never on its public port.
 */
export async function sandboxGatewayMerchantApi(app: FastifyInstance, opts: MerchantApiOptions): Promise<void> {
  const faults = () => opts.faults ?? NO_GATEWAY_FAULTS;
  const orders = createOrders(opts.db, faults);
  const payouts = createPayouts(opts.db, faults);
  const tokens = createPayTokens(opts.secret);
  const ttlMs = opts.orderTtlMs ?? DEFAULT_TTL_MS;
  const worker = createGatewayWorker(opts);
  const pollMs = opts.pollMs ?? 1_000;
  if (pollMs > 0) {
    app.addHook('onReady', async () => worker.start(pollMs, (err) => app.log.error({ err }, 'gateway worker')));
  }
  app.addHook('onClose', async () => worker.stop());

  // Replies never carry internals: a body Fastify could not read is a 400, anything else a bare 500.
  app.setErrorHandler(async (err: { statusCode?: number }, request, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) request.log.error({ err }, 'gateway merchant api');
    return reply.status(status).send({ error: status === 500 ? 'internal_error' : 'bad_request' });
  });

  app.addHook('onRequest', async (request, reply) => {
    await sleep(randomIn(faults().latencyMs));
    if (!opts.merchantKey || !sameKey(request.headers['x-merchant-key'], opts.merchantKey)) {
      return reply.status(401).send({ error: 'unauthorized' });
    }
    // A fault answers before anything is read or written: the call did nothing, and the caller may retry.
    if (chance(faults().errorRate)) return reply.status(503).send({ error: 'temporarily_unavailable' });
  });

  /** Applied, then slow to answer: the caller's timeout leaves it an unknown outcome it must query. */
  const maybeHang = async () => {
    if (chance(faults().timeoutAfterApplyRate)) await sleep(faults().hangMs);
  };
  const conflict = (reply: FastifyReply) => reply.status(409).send({ error: 'merchant_no_reused' });

  app.post('/api/orders', async (request, reply) => {
    const body = orderBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(badRequest(body.error));
    try {
      const order = await orders.create(body.data, ttlMs);
      await maybeHang();
      const token = tokens.issue(order.gatewayOrderId, order.expiresAt.getTime());
      return { gateway_order_id: order.gatewayOrderId, pay_url: `${opts.payBase}/pay/${token}`, status: order.status };
    } catch (err) {
      if (err instanceof KeyReused) return conflict(reply);
      throw err;
    }
  });

  app.get<{ Params: { no: string } }>('/api/orders/:no', async (request, reply) => {
    const no = printableId(64).safeParse(request.params.no);
    if (!no.success) return reply.status(400).send(badRequest(no.error));
    const o = await orders.find(no.data);
    if (!o) return reply.status(404).send({ error: 'order_not_found' });
    return {
      merchant_order_no: o.merchantOrderNo,
      gateway_order_id: o.gatewayOrderId,
      status: o.status,
      amount: String(o.amount),
      paid_amount: String(o.paidAmount),
      currency: o.currency,
      gateway_tx_id: o.gatewayTxId,
      paid_at: o.paidAt?.toISOString() ?? null,
    };
  });

  app.post('/api/payouts', async (request, reply) => {
    const body = payoutBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(badRequest(body.error));
    try {
      const payout = await payouts.create(body.data);
      await maybeHang();
      return { gateway_payout_id: payout.gatewayPayoutId, status: payout.status };
    } catch (err) {
      if (err instanceof KeyReused) return conflict(reply);
      throw err;
    }
  });

  app.get<{ Params: { no: string } }>('/api/payouts/:no', async (request, reply) => {
    const no = printableId(64).safeParse(request.params.no);
    if (!no.success) return reply.status(400).send(badRequest(no.error));
    const p = await payouts.find(no.data);
    if (!p) return reply.status(404).send({ error: 'payout_not_found' });
    return {
      merchant_payout_no: p.merchantPayoutNo,
      gateway_payout_id: p.gatewayPayoutId,
      status: p.status,
      amount: String(p.amount),
      currency: p.currency,
      gateway_tx_id: p.gatewayTxId,
      paid_at: p.status === 'paid' ? (p.settledAt?.toISOString() ?? null) : null,
      failure_reason: p.failureReason,
    };
  });
}
