// Deposit callbacks credited per second against the ledger's plain posting rate, in the same run and
// process (app.inject and the in-process callback receiver), on the embedded database and, when
// DATABASE_URL is set, on PostgreSQL too (a scratch database of its own). Asserts nothing.
//
//   npx tsx bench/payments.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/payments.ts
import { createHmac, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { testConfig } from '../apps/server/src/config.js';
import { createScratchDatabase } from './lib/scratch-postgres.js';
import { round } from './lib/stats.js';

const ORDERS = 1_000;
const CONCURRENCY = 8;
/** The embedded gateway's secret under the development server secret (what the test config uses). */
const SECRET = 'playdeck-development-secret-never-use-in-production:sandbox-gateway';

export interface PaymentFigures {
  database: 'pglite' | 'postgres';
  orders: number;
  /** Paid callbacks verified, matched and credited (order to paid, ledger posting, history row). */
  callbacksPerSecond: number;
  /** The same number of bare ledger postings (one wallet update and entry each), same concurrency. */
  postingsPerSecond: number;
  ratio: number;
  /** Every order credited exactly once afterwards (a second delivery of each credits nothing). */
  exactlyOnce: boolean;
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
  return (performance.now() - started) / 1000;
}

function signed(body: object) {
  const raw = JSON.stringify(body);
  const ts = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const signature = createHmac('sha256', SECRET).update(`${ts}.${nonce}.${raw}`).digest('hex');
  return { raw, headers: { 'x-gateway-timestamp': ts, 'x-gateway-nonce': nonce, 'x-gateway-signature': signature } };
}

async function openOrders(app: FastifyInstance, token: string): Promise<string[]> {
  const numbers: string[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/arks/web/payment/deposit',
      headers: { authorization: `Bearer ${token}` },
      payload: { channel_id: 1, amount: '10.00', request_id: `bench-${i}-${randomBytes(4).toString('hex')}` },
    });
    const body = res.json() as { code: number; data: { order_number: string } };
    if (body.code !== 100) throw new Error(`deposit ${i}: ${res.body.slice(0, 200)}`);
    numbers.push(body.data.order_number);
  }
  return numbers;
}

async function measure(databaseUrl?: string): Promise<PaymentFigures> {
  const app = await buildApp(
    testConfig({
      DATA_DIR: 'memory://',
      WEB_DIST: '/nonexistent',
      SEED_DEMO: 'true',
      CAPTCHA_FIXED_ANSWER: 'abcd',
      RATE_LIMIT_PER_MINUTE: '100000000',
      // Callbacks come from this bench only: the gateway's own deliveries wait an hour.
      ...({ GATEWAY_SANDBOX_LATE_CALLBACK_MS: '3600000' } as Record<string, string>),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
  );
  try {
    await app.ready();
    const header = (await app.inject({ method: 'POST', url: '/api/get_login_header', payload: {} })).json() as {
      data: { header: string; value: string };
    };
    const captcha = (await app.inject({ method: 'POST', url: '/api/captcha', payload: { type: 1 } })).json() as {
      data: { token: string };
    };
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { [header.data.header]: header.data.value },
      payload: {
        account: 'demo001',
        password: 'Demo1234',
        answer: 'abcd',
        captcha_token: captcha.data.token,
        udid: 'bench',
        browser: 'x',
        system: 'x',
      },
    });
    const token = (login.json() as { data: { token: string } }).data.token;
    const numbers = await openOrders(app, token);
    const bodies = numbers.map((no, i) => ({
      merchant_order_no: no,
      gateway_tx_id: `GTBENCH${i}`,
      status: 'paid',
      amount: '1000',
      currency: 'USD',
      paid_at: new Date().toISOString(),
      kind: 'deposit',
    }));
    const callbackSeconds = await inParallel(bodies, async (body) => {
      const d = signed(body);
      const answer = await app.payments.receive(d.headers, d.raw);
      if (answer.body !== 'success') throw new Error(`callback refused: ${answer.status} ${answer.body}`);
    });
    await inParallel(bodies, (body) => {
      const d = signed(body);
      return app.payments.receive(d.headers, d.raw);
    });
    const postingSeconds = await inParallel(
      numbers.map((_, i) => i),
      (i) =>
        app.wallet.post({
          siteId: 1,
          memberId: 3,
          currency: 'USD',
          amount: 1000n,
          kind: 'bench',
          reference: 'bench',
          idempotencyKey: `bench-post-${i}`,
        }),
    );
    const credited = (await app.database.db.execute(
      sql`select count(*)::int as n from ledger_entries where kind = 'deposit'`,
    )) as unknown as { rows: { n: number }[] };
    const callbacksPerSecond = round(ORDERS / callbackSeconds, 0);
    const postingsPerSecond = round(ORDERS / postingSeconds, 0);
    return {
      database: databaseUrl ? 'postgres' : 'pglite',
      orders: ORDERS,
      callbacksPerSecond,
      postingsPerSecond,
      ratio: round(callbacksPerSecond / postingsPerSecond, 2),
      exactlyOnce: Number(credited.rows[0]!.n) === ORDERS,
    };
  } finally {
    await app.close();
  }
}

export async function measurePayments(): Promise<PaymentFigures[]> {
  const figures = [await measure()];
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL);
    try {
      figures.push(await measure(scratch.url));
    } finally {
      await scratch.drop();
    }
  }
  return figures;
}

if (process.argv[1]?.endsWith('payments.ts')) {
  for (const f of await measurePayments()) {
    console.log(
      `${f.database}: ${f.orders} paid callbacks ${f.callbacksPerSecond}/s, plain ledger postings ${f.postingsPerSecond}/s, ratio ${f.ratio}; credited exactly once: ${f.exactlyOnce}`,
    );
  }
}
