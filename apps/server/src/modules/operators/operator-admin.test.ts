import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { AdminClient, signedIn } from '../../test/admin-helpers.js';
import type { AdminClient as Client } from '../../test/admin-helpers.js';

describeEachDb('back office: owners manage operator users', (kind) => {
  let t: TestApp;
  let owner: Client;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedIn(t.app, 'owner');
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>) =>
    owner.call('POST', '/api/admin/operators', {
      username: 'newsupport',
      password: 'a long pass phrase',
      display_name: 'New Support',
      role: 'support',
      site_ids: [1],
      ...body,
    });

  it('lists the operator’s users, creates one who can sign in, never shows a hash', async () => {
    const list = await owner.get('/api/admin/operators');
    expect(list.body.map((u: { username: string }) => u.username)).toEqual([
      'owner',
      'finance',
      'support',
      'content',
      'compliance',
    ]);
    expect(list.headers['content-range']).toBe('operators 0-4/5');
    const created = await create({});
    expect(created.body).toMatchObject({ username: 'newsupport', role: 'support', site_ids: [1], status: 'active' });
    expect(JSON.stringify(created.body)).not.toMatch(/hash|password/);
    expect((await new AdminClient(t.app).signIn('newsupport', 'a long pass phrase')).body.state).toBe('signed_in');
    expect((await create({})).status).toBe(409);
    const [trail] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.create'), eq(auditLog.targetId, String(created.body.id))));
    expect(trail).toMatchObject({ actorUsername: 'owner', siteId: null });
  });

  it('changes role and sites, disables (ending their sessions), and refuses to lock the owner out', async () => {
    const id = (await owner.get('/api/admin/operators?filter=' + encodeURIComponent('{"role":"content"}'))).body[0].id;
    const content = await signedIn(t.app, 'content');
    const changed = await owner.call('PUT', `/api/admin/operators/${id}`, { role: 'support', site_ids: [2] });
    expect(changed.body).toMatchObject({ role: 'support', site_ids: [2] });
    await owner.call('PUT', `/api/admin/operators/${id}`, { status: 'disabled' });
    expect((await content.get('/api/admin/session')).status).toBe(401);
    expect((await new AdminClient(t.app).signIn('content')).status).toBe(401);
    const self = (await owner.get('/api/admin/session')).body.operator.id;
    expect((await owner.call('PUT', `/api/admin/operators/${self}`, { role: 'finance' })).status).toBe(409);
    expect((await owner.call('PUT', `/api/admin/operators/${self}`, { status: 'disabled' })).status).toBe(409);
    await owner.call('PUT', `/api/admin/operators/${id}`, { status: 'active', role: 'content', site_ids: [1, 2] });
  });

  it('refuses bad bodies, unknown sites, and other roles', async () => {
    for (const [body, field] of [
      [{ username: 'x' }, 'username'],
      [{ username: 'ok-name', password: 'short' }, 'password'],
      [{ username: 'ok-name', role: 'root' }, 'role'],
      [{ username: 'ok-name', site_ids: [] }, 'site_ids'],
      [{ username: 'ok-name', is_admin: true }, 'is_admin'],
    ] as const) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field, JSON.stringify(body)).toBe(field);
    }
    expect((await create({ username: 'elsewhere', site_ids: [1, 99] })).status).toBe(403);
    const finance = await signedIn(t.app, 'finance');
    expect((await finance.get('/api/admin/operators')).status).toBe(403);
    expect((await owner.get('/api/admin/operators/999999')).status).toBe(404);
  });

  it('a site-scoped owner sees and changes only operators whose every site they hold', async () => {
    const password = 'a long pass phrase';
    await create({ username: 'siteoneowner', role: 'owner', site_ids: [1], password });
    const support = (await create({ username: 'siteonesupport', role: 'support', site_ids: [1] })).body;
    const scoped = new AdminClient(t.app, '10.20.9.9');
    expect((await scoped.signIn('siteoneowner', password)).body.state).toBe('signed_in');
    const byName = async (who: Client, name: string) =>
      (await who.get('/api/admin/operators?range=[0,99]')).body.find((u: { username: string }) => u.username === name);
    const full = await byName(owner, 'owner');
    const finance = await byName(owner, 'finance');

    const list = await scoped.get('/api/admin/operators');
    expect(list.body.map((u: { username: string }) => u.username)).toEqual([
      'newsupport',
      'siteoneowner',
      'siteonesupport',
    ]);
    expect(list.headers['content-range']).toBe('operators 0-2/3');
    expect((await scoped.get(`/api/admin/operators/${full.id}`)).status).toBe(404);
    expect((await scoped.get(`/api/admin/operators/${support.id}`)).body.username).toBe('siteonesupport');
    // An enrolment code too: for their own sites' operators only.
    expect((await scoped.call('POST', `/api/admin/operators/${finance.id}/enrolment-code`, {})).status).toBe(404);
    expect((await scoped.call('POST', `/api/admin/operators/${support.id}/enrolment-code`, {})).status).toBe(200);

    // The full owner (sites 1 and 2) and finance (1 and 2) are beyond site 1: not found, nothing changes.
    for (const [id, body] of [
      [full.id, { status: 'disabled' }],
      [full.id, { role: 'support' }],
      [finance.id, { site_ids: [1] }],
      [finance.id, { display_name: 'Renamed' }],
    ] as const) {
      expect((await scoped.call('PUT', `/api/admin/operators/${id}`, body)).status, JSON.stringify(body)).toBe(404);
    }
    expect(await byName(owner, 'owner')).toMatchObject({ status: 'active', role: 'owner', site_ids: [1, 2] });
    expect(await byName(owner, 'finance')).toMatchObject({ display_name: 'Felix Finance', site_ids: [1, 2] });
    expect((await owner.get('/api/admin/session')).status).toBe(200);

    // Within site 1 the scoped owner manages; a site they lack is not theirs to add.
    const added = await scoped.call('PUT', `/api/admin/operators/${support.id}`, { site_ids: [1, 2] });
    expect(added.status).toBe(403);
    const changed = await scoped.call('PUT', `/api/admin/operators/${support.id}`, { role: 'content' });
    expect(changed.body).toMatchObject({ role: 'content', site_ids: [1] });
    // The full owner holds every site: they see and change the scoped ones.
    const widened = await owner.call('PUT', `/api/admin/operators/${support.id}`, { site_ids: [1, 2] });
    expect(widened.body.site_ids).toEqual([1, 2]);
    expect((await scoped.get(`/api/admin/operators/${support.id}`)).status).toBe(404);
  });
});
