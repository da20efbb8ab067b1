import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { GatewayDb } from './db.js';
import type { GatewayFaults } from './faults.js';
import { NO_GATEWAY_FAULTS, randomIn, sleep } from './faults.js';
import { createOrders } from './orders.js';
import type { OrderRow } from './orders.js';
import { expiredPage, invalidPage, PAGE_CSP, payPage, resultPage } from './pay-page.js';
import { createPayTokens } from './pay-tokens.js';
import { PAGE_TEXT, pageLangOf } from './page-text.js';

export interface PagesOptions {
  db: GatewayDb;
  /** The same secret as the merchant API's: pay links are signed with a key derived from it. */
  secret: string;
  faults?: GatewayFaults;
  /** The name the payer sees (default "Playdeck sandbox merchant"). */
  merchantName?: string;
}

const decisionBody = z.object({ decision: z.enum(['pay', 'cancel']) });

/**
 * The hosted payment page, public: a payer's browser opens it from the pay link. It holds no key and
 * acts only on the one order its signed token names; a decision is a conditional update, so the token
 * decides at most once however often the form is posted (that is also what makes it CSRF-safe).
 */
export async function sandboxGatewayPages(app: FastifyInstance, opts: PagesOptions): Promise<void> {
  const faults = () => opts.faults ?? NO_GATEWAY_FAULTS;
  const orders = createOrders(opts.db, faults);
  const tokens = createPayTokens(opts.secret);
  const merchant = opts.merchantName ?? 'Playdeck sandbox merchant';

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addHook('onRequest', async () => sleep(randomIn(faults().latencyMs)));

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', PAGE_CSP)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-frame-options', 'DENY')
      .header('x-content-type-options', 'nosniff')
      .send(page);

  app.setErrorHandler(async (err: { statusCode?: number }, request, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) request.log.error({ err }, 'gateway pages');
    return html(reply, status, invalidPage(PAGE_TEXT[pageLangOf(request.query)], true));
  });

  /** The order a token names, or the page that says why there is none to act on. */
  async function orderOf(token: string): Promise<{ kind: 'invalid' } | { kind: 'expired' | 'open'; order: OrderRow }> {
    const checked = tokens.check(token);
    if (!('claims' in checked)) return { kind: 'invalid' };
    const order = await orders.findByGatewayId(checked.claims.order);
    if (!order) return { kind: 'invalid' };
    return { kind: checked.ok ? 'open' : 'expired', order };
  }

  app.get<{ Params: { token: string } }>('/pay/:token', async (request, reply) => {
    const t = PAGE_TEXT[pageLangOf(request.query)];
    const found = await orderOf(request.params.token);
    if (found.kind === 'invalid') return html(reply, 403, invalidPage(t));
    if (found.kind === 'expired') return html(reply, 410, expiredPage(t, found.order));
    const o = found.order;
    if (o.status !== 'created' && o.status !== 'processing') return html(reply, 200, resultPage(t, merchant, o, false));
    return html(reply, 200, payPage(t, merchant, o, request.url));
  });

  app.post<{ Params: { token: string } }>('/pay/:token', async (request, reply) => {
    const t = PAGE_TEXT[pageLangOf(request.query)];
    const found = await orderOf(request.params.token);
    if (found.kind === 'invalid') return html(reply, 403, invalidPage(t));
    if (found.kind === 'expired') return html(reply, 410, expiredPage(t, found.order));
    const body = decisionBody.safeParse(request.body);
    if (!body.success) return html(reply, 400, invalidPage(t, true));
    const decided = await orders.decideByPayer(found.order.gatewayOrderId, body.data.decision);
    if (decided) return html(reply, 200, resultPage(t, merchant, decided, true));
    // Someone (another tab, a double click, the clock) decided first: say so and change nothing.
    const now = await orders.findByGatewayId(found.order.gatewayOrderId);
    return html(reply, 409, resultPage(t, merchant, now ?? found.order, false));
  });
}
