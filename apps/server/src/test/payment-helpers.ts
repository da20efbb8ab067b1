import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { signCallback } from '@playdeck/sandbox-gateway';
import { ledgerEntries, members, paymentOrders } from '../db/schema/index.js';
import { post } from './harness.js';
import { bearer, IDENTITY_TEST_CONFIG, login } from './identity-helpers.js';

/** Callbacks delivered and payouts settled within a tenth of a second, so tests wait little. */
export const PAYMENTS_TEST_CONFIG = {
  ...IDENTITY_TEST_CONFIG,
  GATEWAY_SANDBOX_POLL_MS: '100',
  GATEWAY_SANDBOX_PAYOUT_DELAY_MS: '0',
  // Long enough that a loaded machine's ordinary call is never taken for a lost answer.
  PAYMENT_GATEWAY_TIMEOUT_MS: '4000',
};
/** What the embedded gateway signs with in tests (the development secret's derivative). */
export const GATEWAY_SECRET = 'playdeck-development-secret-never-use-in-production:sandbox-gateway';

export async function memberAuth(app: FastifyInstance, account = 'demo001') {
  const res = await login(app, { account });
  if (res.body.code !== 100) throw new Error(`login ${account}: ${JSON.stringify(res.body)}`);
  return bearer(res.body.data.token as string);
}

export const call = (app: FastifyInstance, path: string, body: unknown, auth: Record<string, string>, ip?: string) =>
  ip
    ? app
        .inject({
          method: 'POST',
          url: `/api${path}`,
          remoteAddress: ip,
          headers: { 'content-type': 'application/json', ...auth },
          payload: JSON.stringify(body),
        })
        .then((res) => ({ status: res.statusCode, body: res.json() as { code: number; message: string; data: any } })) // eslint-disable-line @typescript-eslint/no-explicit-any
    : post(app, `/api${path}`, body, auth);

export const requestId = () => `req-${randomBytes(8).toString('hex')}`;

/** The payer's click on the gateway's hosted page. */
export async function payAtGateway(app: FastifyInstance, payUrl: string, decision: 'pay' | 'cancel' = 'pay') {
  const res = await app.inject({
    method: 'POST',
    url: payUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
  return res.statusCode;
}

export async function memberId(app: FastifyInstance, account: string, siteId = 1): Promise<number> {
  const [m] = await app.database.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.memberAccount, account)));
  return m!.id;
}

export async function mainBalance(app: FastifyInstance, id: number): Promise<bigint> {
  return (await app.wallet.mainMinor(1, id)) ?? 0n;
}

export async function orderOf(app: FastifyInstance, orderNumber: string) {
  const [o] = await app.database.db.select().from(paymentOrders).where(eq(paymentOrders.orderNumber, orderNumber));
  return o!;
}

export async function ledgerRows(app: FastifyInstance, reference: string, kind?: string) {
  const [row] = await app.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reference, reference), kind ? eq(ledgerEntries.kind, kind) : undefined));
  return Number(row!.n);
}

/** Waits until `check` is true (callbacks and payouts arrive on the gateway's clock). */
export async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A callback as the gateway signs it (a body, or raw text), with its own nonce unless one is given. */
export function signedCallback(
  body: Record<string, unknown> | string,
  opts: { nonce?: string; at?: number; secret?: string } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const ts = String(Math.floor((opts.at ?? Date.now()) / 1000));
  const nonce = opts.nonce ?? randomBytes(16).toString('hex');
  return {
    raw,
    headers: {
      'content-type': 'application/json',
      'x-gateway-timestamp': ts,
      'x-gateway-nonce': nonce,
      'x-gateway-signature': signCallback(opts.secret ?? GATEWAY_SECRET, raw, ts, nonce),
    },
  };
}
