import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { describe } from 'vitest';
import type { CallbackBody } from './callback-plan.js';
import type { GatewayDb } from './db.js';
import { openGatewayDb } from './embedded-db.js';
import type { GatewayFaults } from './faults.js';
import { NO_GATEWAY_FAULTS } from './faults.js';
import { sandboxGatewayMerchantApi } from './merchant-api.js';
import { sandboxGatewayPages } from './pages.js';
import { gwCallbackDeliveries, gwOrders, gwPayouts } from './schema.js';
import { createGatewayWorker } from './worker.js';

export type DbKind = 'pglite' | 'postgres';
/** PGlite always; PostgreSQL too when DATABASE_URL is set, as the server's tests do. */
export const DB_KINDS: DbKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
export function describeEachDb(name: string, body: (kind: DbKind) => void): void {
  for (const kind of DB_KINDS) describe(`${name} [${kind}]`, () => body(kind));
}

export const KEY = 'test-merchant-key';
export const SECRET = 'test-gateway-secret';
export const PAGES = '/sandbox-gateway';

/** A fresh database of its own per test file: PGlite in memory, or a scratch PostgreSQL database. */
async function openTestDb(kind: DbKind): Promise<{ db: GatewayDb; close: () => Promise<void> }> {
  if (kind === 'pglite') return openGatewayDb();
  const adminUrl = process.env.DATABASE_URL as string;
  const name = `playdeck_gw_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened = await openGatewayDb({ url: url.toString() });
  return {
    db: opened.db,
    close: async () => {
      await opened.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface Delivered {
  url: string;
  headers: Record<string, string>;
  rawBody: string;
  body: CallbackBody;
}

/**
 * The merchant API under /m and the pay pages under /sandbox-gateway on one test app, no poller: tests
 * run the worker themselves. `calls` records every callback; `answer` is what the merchant replies.
 */
export async function startGateway(kind: DbKind, opts: { maxAttempts?: number } = {}) {
  const opened = await openTestDb(kind);
  const faults: GatewayFaults = { ...NO_GATEWAY_FAULTS };
  const calls: Delivered[] = [];
  const gateway = {
    answer: (_call: Delivered): { status: number; body: string } => ({ status: 200, body: 'success' }),
  };
  const notify = async (url: string, headers: Record<string, string>, rawBody: string) => {
    const call = { url, headers, rawBody, body: JSON.parse(rawBody) as CallbackBody };
    calls.push(call);
    return gateway.answer(call);
  };
  const retry = { maxAttempts: opts.maxAttempts ?? 8 };
  const app: FastifyInstance = Fastify();
  const common = { db: opened.db, secret: SECRET, faults };
  await app.register(sandboxGatewayMerchantApi, {
    ...common,
    prefix: '/m',
    merchantKey: KEY,
    payBase: PAGES,
    notify,
    pollMs: 0,
    retry,
  });
  await app.register(sandboxGatewayPages, { ...common, prefix: PAGES });
  await app.ready();
  const worker = createGatewayWorker({ ...common, notify, retry });
  const db = opened.db;

  const merchant = (method: 'GET' | 'POST', url: string, payload?: object | string, key = KEY) =>
    app.inject({
      method,
      url: `/m${url}`,
      payload,
      headers: { 'x-merchant-key': key, 'content-type': 'application/json' },
    });

  return {
    app,
    db,
    faults,
    calls,
    gateway,
    worker,
    merchant,
    /** Runs the worker as if `aheadMs` had passed: late and retried callbacks become due at once. */
    run: (aheadMs = 0) => worker.runOnce(new Date(Date.now() + aheadMs)),
    callsFor: (no: string) => calls.filter((c) => (c.body.merchant_order_no ?? c.body.merchant_payout_no) === no),
    order: (no: string, amount: number | string = 1000, currency = 'USD') =>
      merchant('POST', '/api/orders', {
        merchant_order_no: no,
        amount,
        currency,
        notify_url: 'https://site.example/api/payments/notify',
        return_url: 'https://site.example/wallet/deposit',
        site_id: 1,
      }),
    page: (method: 'GET' | 'POST', path: string, decision?: string) =>
      app.inject({
        method,
        url: path,
        ...(decision === undefined
          ? {}
          : { payload: `decision=${decision}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      }),
    async counts() {
      const [o] = await db.select({ n: count() }).from(gwOrders);
      const [p] = await db.select({ n: count() }).from(gwPayouts);
      const [d] = await db.select({ n: count() }).from(gwCallbackDeliveries);
      return { orders: o?.n ?? 0, payouts: p?.n ?? 0, deliveries: d?.n ?? 0 };
    },
    deliveries: (reference: string) =>
      db.select().from(gwCallbackDeliveries).where(eq(gwCallbackDeliveries.reference, reference)),
    async close() {
      await app.close();
      await opened.close();
    },
  };
}

export type TestGateway = Awaited<ReturnType<typeof startGateway>>;
