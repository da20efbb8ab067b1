import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, registerBlacklist } from '../../db/schema/index.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';

const URL = '/api/admin/register-blacklist';
const list = (filter: Record<string, unknown>, extra = '') =>
  `${URL}?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`;

describeEachDb('back office: the registration blacklist', (kind) => {
  let t: TestApp;
  let owner: AdminClient;
  /** An owner granted site 1 only: the operator that must never reach site 2. */
  let siteOne: AdminClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedIn(t.app, 'owner');
    await owner.call('POST', '/api/admin/operators', {
      username: 'blowner',
      password: 'Operator1234',
      display_name: 'Site one owner',
      role: 'owner',
      site_ids: [1],
    });
    siteOne = await signedIn(t.app, 'blowner');
  }, 120_000);
  afterAll(() => t.close());

  const rows = () => t.app.database.db.select().from(registerBlacklist).orderBy(asc(registerBlacklist.id));
  const add = (client: AdminClient, body: Record<string, unknown>) => client.call('POST', URL, body);
  const trail = (id: number) =>
    t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'register_blacklist'), eq(auditLog.targetId, String(id))))
      .orderBy(asc(auditLog.id));

  it('adds, lists, finds, reads and deletes an entry; each write is in the audit log', async () => {
    const created = await add(owner, { site_id: 2, kind: 'name', value: '  Ali BABA ' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), site_id: 2, kind: 'name', value: 'ali baba' });
    const { id } = created.body;

    const listed = await owner.get(list({ site_id: 2, kind: 'name', q: 'BaBa' }));
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([created.body]);
    expect(listed.headers['content-range']).toBe('register-blacklist 0-0/1');
    const sorted = await owner.get(list({ site_id: 1 }, '&sort=["kind","ASC"]&range=[0,1]'));
    expect(sorted.body.map((r: { value: string }) => r.value)).toEqual(['@spam.example', 'blocked name']);
    expect(sorted.headers['content-range']).toBe('register-blacklist 0-1/3');
    expect((await owner.get(list({ q: '100%_' }))).body).toEqual([]);
    expect((await owner.get(`${URL}/${id}`)).body).toEqual(created.body);

    const deleted = await owner.call('DELETE', `${URL}/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual(created.body);
    expect((await owner.get(`${URL}/${id}`)).status).toBe(404);
    expect((await owner.call('DELETE', `${URL}/${id}`)).status).toBe(404);
    expect(await trail(id)).toMatchObject([
      { action: 'register_blacklist.create', siteId: 2, actorUsername: 'owner', before: null, after: created.body },
      { action: 'register_blacklist.delete', siteId: 2, actorUsername: 'owner', before: created.body, after: null },
    ]);
  });

  it.each([
    ['phone', ' 098-700 (0300) ', '0987000300'],
    ['email', '  Someone@Spam2.Example ', 'someone@spam2.example'],
    ['email', '@Whole-Domain.Example', '@whole-domain.example'],
  ])('keeps a %s as registration compares it: %j → %s', async (kindOf, value, stored) => {
    const res = await add(owner, { site_id: 1, kind: kindOf, value });
    expect(res.status).toBe(201);
    expect(res.body.value).toBe(stored);
  });

  it('refuses a value the site lists already, in another spelling (409), and adds nothing', async () => {
    const before = await rows();
    for (const [kindOf, value] of [
      ['name', ' BLOCKED Name'],
      ['phone', '0987 000 215'],
      ['email', ' @SPAM.example'],
    ]) {
      const res = await add(owner, { site_id: 1, kind: kindOf, value });
      expect(res.status, value).toBe(409);
      expect(res.body).toMatchObject({ code: 'conflict', field: 'value' });
    }
    expect(await rows()).toEqual(before);
    // The same value on the other site is another entry.
    expect((await add(owner, { site_id: 2, kind: 'name', value: 'Blocked Name' })).status).toBe(201);
  });

  it('keeps an operator to its own sites: another site is forbidden to name and its entries are not found', async () => {
    const [other] = (await rows()).filter((r) => r.siteId === 2);
    const before = await rows();
    expect((await siteOne.get(list({ site_id: 2 }))).status).toBe(403);
    const mine = await siteOne.get(URL);
    expect(mine.body.length).toBeGreaterThan(0);
    expect(mine.body.every((r: { site_id: number }) => r.site_id === 1)).toBe(true);
    expect((await siteOne.get(`${URL}/${other!.id}`)).status).toBe(404);
    expect((await siteOne.call('DELETE', `${URL}/${other!.id}`)).body).toMatchObject({ code: 'not_found' });
    const created = await add(siteOne, { site_id: 2, kind: 'name', value: 'intruder' });
    expect([created.status, created.body.code]).toEqual([403, 'forbidden']);
    expect(await rows()).toEqual(before);
  });

  it.each(['finance', 'support'] as const)('%s reads the list but may not change it (403)', async (role) => {
    const client = await signedIn(t.app, role);
    const before = await rows();
    expect((await client.get(list({ site_id: 1 }))).status).toBe(200);
    expect((await client.get(`${URL}/${before[0]!.id}`)).status).toBe(200);
    expect((await add(client, { site_id: 1, kind: 'name', value: 'nope' })).status).toBe(403);
    expect((await client.call('DELETE', `${URL}/${before[0]!.id}`)).status).toBe(403);
    expect(await rows()).toEqual(before);
  });

  it('content may not read it either (403)', async () => {
    const client = await signedIn(t.app, 'content');
    expect((await client.get(URL)).status).toBe(403);
    expect((await add(client, { site_id: 1, kind: 'name', value: 'nope' })).status).toBe(403);
  });

  it.each([
    ['a site id as text', { site_id: '1', kind: 'name', value: 'x' }, 'site_id'],
    ['an unknown kind', { site_id: 1, kind: 'ip', value: '10.0.0.1' }, 'kind'],
    ['a value as a number', { site_id: 1, kind: 'phone', value: 987000300 }, 'value'],
    ['no value', { site_id: 1, kind: 'name' }, 'value'],
    ['no kind', { site_id: 1, value: 'x' }, 'kind'],
    ['no site', { kind: 'name', value: 'x' }, 'site_id'],
    ['a huge value', { site_id: 1, kind: 'name', value: 'a'.repeat(100_000) }, 'value'],
    ['a name of 51 characters', { site_id: 1, kind: 'name', value: 'a'.repeat(51) }, 'value'],
    ['a NUL', { site_id: 1, kind: 'name', value: 'bad\u0000name' }, 'value'],
    ['markup', { site_id: 1, kind: 'name', value: '<script>x</script>' }, 'value'],
    ['a blank name', { site_id: 1, kind: 'name', value: '   ' }, 'value'],
    ['letters in a phone', { site_id: 1, kind: 'phone', value: '0987abc215' }, 'value'],
    ['a short phone', { site_id: 1, kind: 'phone', value: '12-34' }, 'value'],
    ['a domain without @', { site_id: 1, kind: 'email', value: 'spam.example' }, 'value'],
    ['an unknown field', { site_id: 1, kind: 'name', value: 'x', note: 'why' }, ''],
  ])('refuses %s: 400 naming the field, nothing added', async (_label, body, field) => {
    const before = await rows();
    const res = await add(owner, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation');
    if (field) expect(res.body.field).toBe(field);
    expect(await rows()).toEqual(before);
  });

  it('refuses a wrong list query (400)', async () => {
    for (const q of ['filter={"kind":"ip"}', 'filter={"q":"\\u0000"}', 'sort=["created","ASC"]', 'range=[0,5000]']) {
      expect((await owner.get(`${URL}?${q}`)).status, q).toBe(400);
    }
  });
});
