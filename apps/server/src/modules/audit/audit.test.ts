import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { AdminClient, signedIn } from '../../test/admin-helpers.js';
import { redact } from './service.js';

const row = (siteId: number | null, action: string) => ({
  operator: 'Playdeck Demo Operator',
  siteId,
  actorUsername: 'owner',
  actorRole: 'owner',
  action,
  targetType: 'member',
  targetId: '1',
});

describeEachDb('audit trail', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.app.database.db;
    await db.insert(auditLog).values([row(1, 'member.freeze'), row(2, 'member.unlock'), row(null, 'operator.create')]);
    // Another operator's entry, on a site of theirs: never shown to this operator's users.
    await db.insert(auditLog).values({ ...row(1, 'member.freeze'), operator: 'Someone Else' });
  });
  afterAll(() => t.close());

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const db = t.app.database.db;
    for (const statement of [
      sql`update audit_log set action = 'rewritten'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      // drizzle wraps the database's error; the trigger's message is its cause.
      const error = await db.execute(statement).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(String((error?.cause as Error | undefined)?.message)).toMatch(/audit_log is append-only/);
    }
    const count = await db.execute(sql`select count(*)::int as n from audit_log where action = 'rewritten'`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('lists the entries of granted sites, newest first, with Content-Range; owners also see account entries', async () => {
    const owner = await signedIn(t.app, 'owner');
    const all = await owner.get('/api/admin/audit');
    expect(all.status).toBe(200);
    expect(all.body.map((r: { action: string }) => r.action)).toEqual([
      'operator.create',
      'member.unlock',
      'member.freeze',
    ]);
    expect(all.headers['content-range']).toBe('audit 0-2/3');
    const support = await signedIn(t.app, 'support');
    const seen = await support.get('/api/admin/audit');
    expect(seen.body.map((r: { site_id: number }) => r.site_id)).toEqual([2, 1]);
    const filtered = await support.get(
      `/api/admin/audit?filter=${encodeURIComponent('{"site_id":2}')}&range=${encodeURIComponent('[0,9]')}`,
    );
    expect(filtered.body).toHaveLength(1);
    expect(filtered.headers['content-range']).toBe('audit 0-0/1');
  });

  it('refuses other roles, strangers, sites not granted and bad queries with clear errors', async () => {
    expect((await (await signedIn(t.app, 'content')).get('/api/admin/audit')).status).toBe(403);
    expect((await new AdminClient(t.app).get('/api/admin/audit')).status).toBe(401);
    const owner = await signedIn(t.app, 'owner');
    expect((await owner.get(`/api/admin/audit?filter=${encodeURIComponent('{"site_id":99}')}`)).status).toBe(403);
    for (const query of ['filter=nope', 'range=[5,1]', 'range=[0,100000]', 'sort=["secret","ASC"]', 'unknown=1']) {
      const res = await owner.get(`/api/admin/audit?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe('validation');
      expect(res.body.field, query).toBeTruthy();
    }
  });

  it('never keeps secrets in before/after, at any depth', () => {
    expect(
      redact({
        password_hash: 'h',
        nested: { totpSecret: 's', list: [{ token: 't', reason_code: 'bonus' }] },
        code: '1',
      }),
    ).toEqual({
      password_hash: '[redacted]',
      nested: { totpSecret: '[redacted]', list: [{ token: '[redacted]', reason_code: 'bonus' }] },
      code: '[redacted]',
    });
  });
});
