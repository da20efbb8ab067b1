import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, loginThrottles, members } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';
import { bearer, IDENTITY_TEST_CONFIG, login } from '../../test/identity-helpers.js';

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describeEachDb('back office: members', (kind) => {
  let t: TestApp;
  let support: AdminClient;
  let memberId: (account: string, siteId?: number) => Promise<number>;
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
    support = await signedIn(t.app, 'support');
    memberId = async (account, siteId = 1) => (await t.app.identity.memberByAccount(siteId, account))!.id;
  });
  afterAll(() => t.close());

  const auditOf = async (id: number) =>
    t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'member'), eq(auditLog.targetId, String(id))));

  it('lists and searches members of the granted sites with Content-Range', async () => {
    const all = await support.get(`/api/admin/members?range=${json([0, 4])}&sort=${json(['id', 'ASC'])}`);
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(5);
    expect(all.headers['content-range']).toMatch(/^members 0-4\/\d+$/);
    const demo = await support.get(`/api/admin/members?filter=${json({ q: 'DEMO00' })}`);
    expect(demo.body.map((m: { account: string }) => m.account).sort()).toEqual(['demo001', 'demo002']);
    expect(demo.body.find((m: { account: string }) => m.account === 'demo001')).toMatchObject({
      currency: 'USD',
      status: 'active',
      balance: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    const byId = await support.get(`/api/admin/members?filter=${json({ q: String(await memberId('ap001', 2)) })}`);
    expect(byId.body.map((m: { account: string }) => m.account)).toContain('ap001');
    const site2 = await support.get(`/api/admin/members?filter=${json({ site_id: 2, currency: 'RMB' })}`);
    expect(site2.body.every((m: { site_id: number }) => m.site_id === 2)).toBe(true);
    // A LIKE wildcard in the search box is a character, not "everything".
    expect((await support.get(`/api/admin/members?filter=${json({ q: '%' })}`)).body).toEqual([]);
  });

  it('shows one member with the main balance to the cent', async () => {
    const id = await memberId('demo002');
    const res = await support.get(`/api/admin/members/${id}`);
    expect(res.body).toMatchObject({ id, account: 'demo002', currency: 'VND', site_id: 1 });
    expect(res.body).not.toHaveProperty('password_hash');
    expect((await support.get('/api/admin/members/999999')).status).toBe(404);
  });

  it('freezes a member: login answers 103, their sessions end at once, the page is told, the trail has it', async () => {
    const token = (await login(t.app, { account: 'demo001' })).body.data.token as string;
    const id = await memberId('demo001');
    const told: unknown[] = [];
    const signOut = t.app.realtime.signOut;
    t.app.realtime.signOut = (ids, channels, code) => {
      told.push({ channel: channels[0], event: 'app_clean_cache', data: { code } });
      signOut(ids, channels, code);
    };
    const res = await support.call('POST', `/api/admin/members/${id}/status`, {
      status: 'frozen',
      reason: 'chargeback',
    });
    t.app.realtime.signOut = signOut;
    expect(res.body).toEqual({ status: 'frozen' });
    expect(told).toContainEqual({ channel: `member.${id}`, event: 'app_clean_cache', data: { code: 103 } });
    expect((await post(t.app, '/api/member/profile/my_cash', {}, bearer(token))).status).toBe(401);
    expect((await login(t.app, { account: 'demo001' })).body.code).toBe(103);
    const trail = await auditOf(id);
    expect(trail.at(-1)).toMatchObject({
      action: 'member.status.frozen',
      actorUsername: 'support',
      actorRole: 'support',
      siteId: 1,
      reason: 'chargeback',
      before: { status: 'active' },
      after: { status: 'frozen' },
    });
    await support.call('POST', `/api/admin/members/${id}/status`, { status: 'active', reason: 'resolved' });
    expect((await login(t.app, { account: 'demo001' })).body.code).toBe(100);
  });

  it('unlocks a member locked out by failed logins', async () => {
    for (let i = 0; i < 7; i++) await login(t.app, { account: 'demo002', password: 'wrong-pass-1' });
    const id = await memberId('demo002');
    const locked = await t.app.database.db.select().from(loginThrottles).where(eq(loginThrottles.key, 'acct:demo002'));
    expect(locked).toHaveLength(1);
    const res = await support.call('POST', `/api/admin/members/${id}/unlock`, { reason: 'member called' });
    expect(res.status).toBe(204);
    const left = await t.app.database.db.select().from(loginThrottles).where(eq(loginThrottles.key, 'acct:demo002'));
    expect(left).toEqual([]);
    expect((await auditOf(id)).at(-1)?.action).toBe('member.unlock');
  });

  it('forces a password change at the next login, and resets the withdraw password', async () => {
    const id = await memberId('agent001');
    await support.call('POST', `/api/admin/members/${id}/force-password-change`, { reason: 'shared password' });
    const logged = await login(t.app, { account: 'agent001' });
    expect(logged.body.data.first_login_to_change_password).toBe(1);
    await support.call('POST', `/api/admin/members/${id}/reset-withdraw-password`, { reason: 'forgotten' });
    const [row] = await t.app.database.db.select().from(members).where(eq(members.id, id));
    expect(row!.withdrawPasswordHash).toBeNull();
    expect(row!.firstLoginToChangePassword).toBe(true);
  });

  it('lets finance read but not manage, content neither; a site not granted is not found', async () => {
    const id = await memberId('demo002');
    const finance = await signedIn(t.app, 'finance');
    expect((await finance.get(`/api/admin/members/${id}`)).status).toBe(200);
    const write = await finance.call('POST', `/api/admin/members/${id}/status`, {
      status: 'disabled',
      reason: 'x-x-x',
    });
    expect(write.status).toBe(403);
    const content = await signedIn(t.app, 'content');
    expect((await content.get('/api/admin/members')).status).toBe(403);
    // An operator user granted site 1 only.
    await t.app.database.db.transaction((tx) =>
      hashPassword('Operator1234').then((passwordHash) =>
        t.app.operators.repo.insert(
          tx as never,
          {
            operator: 'Playdeck Demo Operator',
            username: 'site1support',
            displayName: 'S1',
            passwordHash,
            role: 'support',
          },
          [1],
        ),
      ),
    );
    const site1 = await signedIn(t.app, 'site1support');
    const ap001 = await memberId('ap001', 2);
    expect((await site1.get(`/api/admin/members/${ap001}`)).status).toBe(404);
    const frozen = await site1.call('POST', `/api/admin/members/${ap001}/status`, {
      status: 'frozen',
      reason: 'x-x-x',
    });
    expect(frozen.status).toBe(404);
    expect((await site1.get(`/api/admin/members?filter=${json({ site_id: 2 })}`)).status).toBe(403);
    const listed = await site1.get(`/api/admin/members?filter=${json({ q: 'ap001' })}`);
    expect(listed.body).toEqual([]);
  });

  it('refuses bad bodies with a 400 naming the field, changing nothing and auditing nothing', async () => {
    const id = await memberId('demo002');
    const before = (await auditOf(id)).length;
    const bad = [
      [`/api/admin/members/${id}/status`, { status: 'deleted', reason: 'because' }, 'status'],
      [`/api/admin/members/${id}/status`, { status: 'frozen' }, 'reason'],
      [`/api/admin/members/${id}/status`, { status: 'frozen', reason: 'a\u0000b-c' }, 'reason'],
      [`/api/admin/members/${id}/status`, { status: 'frozen', reason: 'x'.repeat(501) }, 'reason'],
      [`/api/admin/members/${id}/status`, { status: 'frozen', reason: 'ok-ok', extra: 1 }, 'extra'],
      ['/api/admin/members/abc/unlock', { reason: 'because' }, 'id'],
    ] as const;
    for (const [url, body, field] of bad) {
      const res = await support.call('POST', url, body);
      expect(res.status, url).toBe(400);
      expect(res.body.field, JSON.stringify(body)).toBe(field);
    }
    expect((await auditOf(id)).length).toBe(before);
    const [row] = await t.app.database.db.select().from(members).where(eq(members.id, id));
    expect(row!.status).toBe('active');
  });

  it('keeps status and trail in step under 30 parallel changes', async () => {
    const id = await memberId('demo002');
    const before = (await auditOf(id)).length;
    const statuses = ['active', 'disabled', 'frozen'] as const;
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        support.call('POST', `/api/admin/members/${id}/status`, { status: statuses[i % 3], reason: `change ${i}` }),
      ),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const trail = await auditOf(id);
    expect(trail.length - before).toBe(30);
    const [row] = await t.app.database.db.select().from(members).where(eq(members.id, id));
    // Row locks order the changes: the last entry of the trail is the status now.
    const last = trail.sort((a, b) => a.id - b.id).at(-1)!;
    expect(last.after).toEqual(expect.objectContaining({ status: row!.status }));
    await support.call('POST', `/api/admin/members/${id}/status`, { status: 'active', reason: 'back to normal' });
  });
});
