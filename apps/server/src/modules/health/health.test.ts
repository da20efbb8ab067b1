import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { listenSilently } from '../../test/silent-redis.js';
import { withTimeout } from '../../lib/with-timeout.js';

// Five apps (three Redis set-ups; the last test here closes its database): app creation is most of the file.
describeEachDb('health', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {});
  });
  afterAll(() => t.close());

  it('is ready with the database (and Redis when used) answering and every migration applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', ...(process.env.REDIS_URL ? { redis: 'ok' } : {}) },
    });
  });

  it('is not ready while a migration of the journal is missing from the database', async () => {
    const { db } = t.app.database;
    const newest = (await db.execute(
      sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )) as unknown as { rows: { id: number; hash: string; created_at: string }[] };
    const row = newest.rows[0]!;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', checks: { database: 'ok', migrations: 'pending' } });
    } finally {
      await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
        values (${row.id}, ${row.hash}, ${row.created_at}::bigint)`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 while draining, and stays alive', async () => {
    t.app.lifecycle.startDraining();
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().status).toBe('draining');
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('stays alive without the database (liveness), while readiness reports it down', async () => {
    await t.app.database.close();
    const alive = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'alive' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks.database).toBe('down');
  });
});

describeEachDb('readiness with Redis down', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: Redis is configured but unreachable.
    t = await createTestApp(kind, { REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('is not ready while the configured Redis does not answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', checks: { database: 'ok', redis: 'down' } });
  });
});

// A Redis that accepts connections and never answers (hung, or cut off after connecting) held every request
// in the rate limiter, and its QUIT held the node's close until the shutdown deadline.
// Seconds by design: the call, the readiness check and the close each wait out the node's bound on Redis in full.
describe('a node whose Redis does not answer', () => {
  it('still answers calls, reports Redis down, and closes within its bounds', async () => {
    const silent = await listenSilently();
    const t = await createTestApp('pglite', { REDIS_URL: silent.url });
    try {
      const call = await withTimeout(post(t.app, '/api/arks/web/logos', {}), 10_000);
      expect(call.status).toBe(200);
      const ready = await withTimeout(t.app.inject({ method: 'GET', url: '/readyz' }), 10_000);
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks.redis).toBe('down');
      // The bound is 2 s per Redis client; the shutdown deadline is 10 s.
      await withTimeout(t.close(), 8_000);
    } finally {
      await silent.close();
    }
  });
});
