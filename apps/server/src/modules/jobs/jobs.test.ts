import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { startJobs } from './jobs.js';
import type { Jobs } from './jobs.js';

const until = async (check: () => boolean | Promise<boolean>, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!(await check()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
};

/** A logger that keeps the messages of its warnings, so a test can wait for one. */
const warningsLog = (messages: string[]) =>
  ({ warn: (_fields: unknown, message: string) => void messages.push(message) }) as unknown as FastifyBaseLogger;

const NOT_SETTLED = 'job not settled; it runs again after its expiry';

describeEachDb('jobs', (kind) => {
  let t: TestApp;
  let nodes: Jobs[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    // Two job runners on one database stand for two server nodes.
    nodes =
      kind === 'postgres'
        ? [await startJobs(t.app.database), await startJobs(t.app.database)]
        : [await startJobs(t.app.database)];
  }, 180_000);
  afterAll(async () => {
    for (const n of nodes) await n.stop();
    await t.close();
  });

  it('runs every job exactly once across the nodes, and a keyed job only once', async () => {
    const seen: number[] = [];
    for (const node of nodes) await node.work<{ n: number }>('count', async ({ n }) => void seen.push(n));
    for (let n = 0; n < 20; n++) await nodes[n % nodes.length]!.send('count', { n });
    await nodes[0]!.send('count', { n: 100 }, { key: 'only-one' });
    await nodes[nodes.length - 1]!.send('count', { n: 101 }, { key: 'only-one' });
    await until(() => seen.length >= 21);
    // Once every job is completed in the database none can run again, so `seen` holds every run there was.
    const unsettled = async () => {
      const { rows } = (await t.app.database.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'count' and state <> 'completed'`,
      )) as unknown as { rows: { n: number }[] };
      return rows[0]!.n;
    };
    await until(async () => (await unsettled()) === 0);
    expect(await unsettled()).toBe(0);
    expect(seen.sort((a, b) => a - b)).toEqual([...Array.from({ length: 20 }, (_, i) => i), 100]);
  });

  it('starts a delayed job no earlier than asked', async () => {
    let ranAt = 0;
    await nodes[0]!.work('later', async () => void (ranAt = Date.now()));
    const sentAt = Date.now();
    await nodes[0]!.send('later', {}, { startAfter: new Date(sentAt + 1_000) });
    await until(() => ranAt > 0);
    expect(ranAt).toBeGreaterThan(0);
    expect(ranAt - sentAt).toBeGreaterThanOrEqual(900);
  });

  it('starts a job delayMs from now (whole seconds on the database clock, never read as a date)', async () => {
    let ranAt = 0;
    await nodes[0]!.work('soon', async () => void (ranAt = Date.now()));
    const sentAt = Date.now();
    await nodes[0]!.send('soon', {}, { delayMs: 1_000 });
    await until(() => ranAt > 0);
    expect(ranAt).toBeGreaterThan(0);
    expect(ranAt - sentAt).toBeGreaterThanOrEqual(900);
  });

  // Three one-second periods (the shortest every() takes) are two seconds or more by design.
  it('runs an every() job once per period across the nodes', async () => {
    const periods: number[] = [];
    for (const node of nodes)
      await node.work<{ period: number }>('tick', async ({ period }) => void periods.push(period));
    for (const node of nodes) await node.every('tick', 1);
    await until(() => new Set(periods).size >= 3);
    expect(new Set(periods).size).toBeGreaterThanOrEqual(3);
    expect(periods.length).toBe(new Set(periods).size);
  });

  it('starts a job queued on this node at once, and a delayed one when due, without waiting for the poll', async () => {
    // Polling once a minute: only the node's own wake-up can start these within the wait below.
    const slow = await startJobs(t.app.database, undefined, { pollSeconds: 60 });
    try {
      const ran: string[] = [];
      await slow.work<{ tag: string }>('woken', async ({ tag }) => void ran.push(tag));
      await new Promise((r) => setTimeout(r, 300)); // the worker's first (empty) fetch is behind it
      await slow.send('woken', { tag: 'now' });
      await until(() => ran.includes('now'), 20_000);
      await slow.send('woken', { tag: 'later' }, { delayMs: 1_000 });
      await until(() => ran.includes('later'), 20_000);
      expect(ran).toEqual(['now', 'later']);
    } finally {
      await slow.stop();
    }
  });

  it('runs a job again once the node that took it is gone past its queue’s expiry', async () => {
    // Maintenance every second and a fast poll: the expiry is the subject, not how soon a retry is fetched.
    const node = await startJobs(t.app.database, undefined, { maintenanceSeconds: 1, pollSeconds: 0.5 });
    try {
      let ran!: (id: string) => void;
      const rerun = new Promise<string>((resolve) => (ran = resolve));
      await node.work<{ id: string }>('expiring', async ({ id }) => ran(id), { expireSeconds: 2 });
      // Due in an hour, so no worker takes it; then marked as a node that took it 3 s ago and was killed
      // leaves it: active past the queue's 2 s (the 5-minute default would keep it active).
      const later = new Date(Date.now() + 3_600_000);
      const id = await node.send('expiring', { id: 'j1' }, { startAfter: later });
      await t.app.database.db.execute(
        sql`update pgboss.job set state = 'active', started_on = now() - interval '3 seconds' where name = 'expiring' and id = ${id}`,
      );
      // Expired, failed into a retry by the next maintenance (every second here), run by the worker.
      expect(await rerun).toBe('j1');
    } finally {
      await node.stop();
    }
  }, 60_000);

  it('lets a handler that ends within the default stop grace finish and complete its job', async () => {
    // Longer than pg-boss's shortest grace (1 s, checked every 0.5 s), so only a longer default waits for it.
    const node = await startJobs(t.app.database);
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finished = false;
    await node.work('finishing', async () => {
      started();
      await new Promise((r) => setTimeout(r, 1_600));
      finished = true;
    });
    const id = await node.send('finishing', {});
    await running;
    await node.stop();
    expect(finished).toBe(true);
    const { rows } = (await t.app.database.db.execute(
      sql`select state::text as state from pgboss.job where name = 'finishing' and id = ${id}`,
    )) as unknown as { rows: { state: string }[] };
    expect(rows).toEqual([{ state: 'completed' }]);
  }, 60_000);

  it('outlives a handler that fails after its node stopped (the failure is not an unhandled rejection)', async () => {
    const warnings: string[] = [];
    // The shortest grace: the handler outlives it by design, and how long the stop waits is not the subject.
    const node = await startJobs(t.app.database, warningsLog(warnings), { stopGraceSeconds: 1 });
    const unhandled: unknown[] = [];
    const listen = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', listen);
    try {
      let started!: () => void;
      let release!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      await node.work('outlasting', async () => {
        started();
        await released;
        throw new Error('failed after the stop');
      });
      const id = await node.send('outlasting', {});
      await running;
      // The stop waits its grace for the handler, then closes the node's pool (on PostgreSQL) without it.
      await node.stop();
      release();
      // pg-boss now fails the job, unawaited: on PostgreSQL on the closed pool (logged as not settled), on
      // PGlite on the shared client (the job's output becomes the handler's error).
      const failureSettled = async () => {
        if (warnings.includes(NOT_SETTLED)) return true;
        const { rows } = (await t.app.database.db.execute(
          sql`select output->>'message' as message from pgboss.job where name = 'outlasting' and id = ${id}`,
        )) as unknown as { rows: { message: string | null }[] };
        return rows[0]?.message === 'failed after the stop';
      };
      await until(failureSettled);
      expect(await failureSettled()).toBe(true);
      // A rejection nobody handled is reported once the microtasks of this turn have run.
      await new Promise((r) => setImmediate(r));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listen);
    }
  }, 60_000);

  it('sends every job with an expiry of minutes, not pg-boss’s 15', async () => {
    const { rows } = (await t.app.database.db.execute(
      sql`select name, extract(epoch from expire_in)::int as seconds from pgboss.job`,
    )) as unknown as { rows: { name: string; seconds: number }[] };
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.seconds, row.name).toBeLessThanOrEqual(5 * 60);
    // The announcements take seconds: their queues say a minute.
    const queues = (await t.app.database.db.execute(
      sql`select name, expire_seconds as seconds from pgboss.queue where name in ('red-envelope-display', 'roulette-display')`,
    )) as unknown as { rows: { name: string; seconds: number }[] };
    expect(queues.rows.map((q) => q.seconds)).toEqual([60, 60]);
  });
});
