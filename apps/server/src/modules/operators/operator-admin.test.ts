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
    expect(list.body.map((u: { username: string }) => u.username)).toEqual(['owner', 'finance', 'support', 'content']);
    expect(list.headers['content-range']).toBe('operators 0-3/4');
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
});
