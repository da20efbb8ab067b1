import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { ledgerEntries, wallets } from './schema/index.js';
import { inTransaction, isUniqueViolation } from './client.js';
import { isDatabaseUnavailable } from './unavailable.js';
import { startJobs } from '../modules/jobs/index.js';
import type { Jobs } from '../modules/jobs/index.js';
import { createLedger } from '../modules/wallet/ledger.js';
import { signedIn } from '../test/admin-helpers.js';
import { createTestApp } from '../test/harness.js';
import type { TestApp } from '../test/harness.js';
import { memberCaller } from '../test/member-helpers.js';
import { postgresBinDir, startTempPostgres } from '../test/temp-postgres.js';
import type { TempPostgres } from '../test/temp-postgres.js';

// Members with no seeded money: the load moves money among them only.
const MEMBERS = [9201, 9202, 9203, 9204, 9205, 9206];
const OPENING = 100_000n;
const TRANSACTIONS = '/arks/web/member/transactions';

/**
 * Transfers between the members, each debit and credit in one transaction, by several workers until
 * stopped. A transfer that fails because the database is away is sent again with the same keys (as a
 * client retries a request), so each one moves money exactly once however many times it is tried.
 */
function transferLoad(t: TestApp, workers: number) {
  const ledger = createLedger(t.app.database.db);
  let next = 0;
  let done = 0;
  let refused = 0;
  let stopping = false;
  let failed: unknown;
  const waiting: { target: number; resolve: () => void; reject: (err: unknown) => void }[] = [];
  const posting = (memberId: number, amount: bigint, key: string) => ({
    siteId: 1,
    memberId,
    currency: 'USD',
    amount,
    kind: 'adjustment',
    reference: 'connection-loss',
    idempotencyKey: key,
  });
  const transfer = async (i: number) => {
    const from = MEMBERS[i % MEMBERS.length]!;
    const to = MEMBERS[(i + 1 + (i % 5)) % MEMBERS.length]!;
    const amount = BigInt(1 + (i % 7));
    for (;;) {
      try {
        const legs = [posting(from, -amount, `cl-${i}:out`), posting(to, amount, `cl-${i}:in`)];
        // Wallets are locked in one order (by member), so two transfers never wait on each other.
        legs.sort((a, b) => a.memberId - b.memberId);
        await inTransaction(t.app.database.db, async (tx) => {
          for (const leg of legs) await ledger.postIn(tx, leg);
        });
        return;
      } catch (err) {
        // Committed on an earlier try whose reply was lost: already done, and not done twice.
        if (isUniqueViolation(err)) return;
        if (!isDatabaseUnavailable(err)) throw err;
        refused += 1;
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  };
  const worker = async () => {
    try {
      while (!stopping) {
        await transfer(next++);
        done += 1;
        for (const w of waiting.filter((w) => done >= w.target)) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve();
        }
      }
    } catch (err) {
      // Any other failure ends the test at once rather than leaving it waiting for progress.
      failed = err;
      stopping = true;
      for (const w of waiting.splice(0)) w.reject(err);
    }
  };
  return {
    async open() {
      for (const m of MEMBERS) await ledger.post(posting(m, OPENING, `cl-open-${m}`));
    },
    running: [] as Promise<void>[],
    start() {
      this.running = Array.from({ length: workers }, worker);
    },
    /** Resolves once `more` transfers beyond those done so far have completed. */
    progress(more: number) {
      const target = done + more;
      if (failed) return Promise.reject(failed);
      return new Promise<void>((resolve, reject) => waiting.push({ target, resolve, reject }));
    },
    async stop() {
      stopping = true;
      await Promise.all(this.running);
      if (failed) throw failed;
      return { transfers: next, refused };
    },
  };
}

/** The books: every transfer once (both legs or neither), balances equal their ledgers, money conserved. */
async function checkBooks(t: TestApp, transfers: number) {
  const { db } = t.app.database;
  const legs = (await db.execute(sql`select idempotency_key as key, count(*)::int as n from ${ledgerEntries}
    where idempotency_key like 'cl-%:%' group by idempotency_key`)) as unknown as {
    rows: { key: string; n: number }[];
  };
  const seen = new Map(legs.rows.map((r) => [r.key, r.n]));
  for (let i = 0; i < transfers; i++) {
    expect([seen.get(`cl-${i}:out`), seen.get(`cl-${i}:in`)], `transfer ${i}`).toEqual([1, 1]);
  }
  expect(seen.size).toBe(transfers * 2);
  expect(await createLedger(db).mismatches()).toEqual([]);
  const rows = await db.select({ balance: wallets.balance }).from(wallets).where(inArray(wallets.memberId, MEMBERS));
  expect(rows.reduce((sum, r) => sum + BigInt(r.balance), 0n)).toBe(OPENING * BigInt(MEMBERS.length));
}

/**
 * No client stays checked out once the work is done: a client lost to a cut connection would hold its
 * slot for good, and the pool would run dry after a few cuts. (A job of the app may hold one a moment.)
 */
async function everyConnectionReturned(t: TestApp) {
  for (let tries = 0; t.app.database.poolStats().inUse !== 0; tries++) {
    expect(tries, `clients still checked out: ${JSON.stringify(t.app.database.poolStats())}`).toBeLessThan(400);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The job nodes poll every 0.5 s (pg-boss's shortest), not 2: that polling resumes is the subject, not how
 * often it runs, and a probe below waits for the next poll.
 */
const FAST_POLL = { pollSeconds: 0.5 };

/** A job sent by one node and run by another's worker: the worker's polling has resumed. */
async function jobRunsAcrossNodes(sender: Jobs, worker: Jobs, queue: string) {
  let ran!: () => void;
  const done = new Promise<void>((resolve) => (ran = resolve));
  await worker.work(queue, async () => ran());
  await sender.send(queue, {});
  await done;
}

/** A refused reply is a 503 in the envelope that names no internals. */
function expectAnsweredOrUnavailable(res: { status: number; body: { code: number; message: string; data: unknown } }) {
  if (res.status === 200) return expect(res.body.code).toBe(100);
  expect(res.status).toBe(503);
  expect(res.body).toEqual({
    code: 503,
    message: 'The service is briefly unavailable. Please try again in a moment.',
    data: null,
  });
}

// Terminating backends and restarting a server are PostgreSQL's; PGlite is one embedded connection.
describe.skipIf(!process.env.DATABASE_URL)('every connection dropped under load [postgres]', () => {
  let t: TestApp;
  let admin: pg.Client;
  let nodes: Jobs[];
  beforeAll(async () => {
    t = await createTestApp('postgres');
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    nodes = [
      await startJobs(t.app.database, undefined, FAST_POLL),
      await startJobs(t.app.database, undefined, FAST_POLL),
    ];
  }, 60_000);
  afterAll(async () => {
    for (const node of nodes ?? []) await node.stop();
    await admin?.end();
    await t?.close();
  }, 60_000);

  const dropEveryConnection = async () => {
    const name = new URL(t.databaseUrl!).pathname.slice(1);
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return rowCount ?? 0;
  };

  it('keeps the node up, answers 503 or the call, keeps the books and resumes jobs', async () => {
    const load = transferLoad(t, 6);
    await load.open();
    const member = await memberCaller(t.app, 'demo001');
    const replies: Awaited<ReturnType<typeof member>>[] = [];
    let calling = true;
    const calls = (async () => {
      while (calling) replies.push(await member(TRANSACTIONS, { count: 10 }));
    })();
    load.start();
    let dropped = 0;
    for (let round = 0; round < 3; round++) {
      await load.progress(40);
      dropped += await dropEveryConnection();
    }
    await load.progress(40);
    const { transfers, refused } = await load.stop();
    calling = false;
    await calls;
    // The app's pool, the job queues' pools: every one of them was cut, more than once.
    expect(dropped).toBeGreaterThan(6);
    expect(refused).toBeGreaterThan(0);
    for (const reply of replies) expectAnsweredOrUnavailable(reply);
    expect(replies.at(-1)!.status).toBe(200);
    await checkBooks(t, transfers);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await jobRunsAcrossNodes(nodes[0]!, nodes[1]!, 'connection-loss.probe');
    await everyConnectionReturned(t);
  }, 120_000);
});

const PG_BIN = postgresBinDir();

describe.skipIf(!PG_BIN)(
  'a PostgreSQL restart (a cluster of the test’s own; skipped without initdb and pg_ctl)',
  () => {
    let server: TempPostgres;
    let t: TestApp;
    let nodes: Jobs[];
    beforeAll(async () => {
      server = await startTempPostgres(PG_BIN!);
      t = await createTestApp('pglite', { DATABASE_URL: server.url });
      nodes = [
        await startJobs(t.app.database, undefined, FAST_POLL),
        await startJobs(t.app.database, undefined, FAST_POLL),
      ];
    }, 120_000);
    afterAll(async () => {
      for (const node of nodes ?? []) await node.stop();
      await t?.close();
      await server?.destroy();
    });

    const readyz = () => t.app.inject({ method: 'GET', url: '/readyz' });

    it('answers 503 while the database is away and resumes by itself when it is back', async () => {
      const member = await memberCaller(t.app, 'demo001');
      const finance = await signedIn(t.app, 'finance');
      const load = transferLoad(t, 3);
      await load.open();
      load.start();
      await load.progress(20);

      await server.stop();
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const notReady = await readyz();
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({ status: 'unavailable', checks: { database: 'down' } });
      const refusedCall = await member(TRANSACTIONS, { count: 10 });
      expect(refusedCall.status).toBe(503);
      expectAnsweredOrUnavailable(refusedCall);
      const console = await finance.get('/api/admin/members');
      expect(console.status).toBe(503);
      expect(console.body).toEqual({ message: 'unavailable', code: 'unavailable' });

      await server.start();
      // Nothing tells the node the database is back: it finds out on its next query.
      for (let tries = 0; (await readyz()).statusCode !== 200; tries++) {
        expect(tries, 'ready again within 30 s').toBeLessThan(600);
        await new Promise((r) => setTimeout(r, 50));
      }
      await load.progress(20);
      const { transfers, refused } = await load.stop();
      expect(refused).toBeGreaterThan(0);
      expect((await member(TRANSACTIONS, { count: 10 })).body.code).toBe(100);
      expect((await finance.get('/api/admin/members')).status).toBe(200);
      await checkBooks(t, transfers);
      await jobRunsAcrossNodes(nodes[0]!, nodes[1]!, 'restart.probe');
      await everyConnectionReturned(t);
    }, 120_000);
  },
);
