import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { REGISTER_FIELDS } from '@playdeck/contract';
import { auditLog, registerSettings } from '../../db/schema/index.js';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';
import { IDENTITY_TEST_CONFIG } from '../../test/identity-helpers.js';
import { register, vndBody } from '../../test/registration-helpers.js';

const USD = '/api/admin/register-settings/1:USD';
const flags = (over: Record<string, boolean> = {}) => ({
  is_display: true,
  is_required: false,
  is_unique: false,
  is_member_center: true,
  is_verification: true,
  is_member_center_verification: false,
  ...over,
});

describeEachDb('back office: register settings per currency (owner)', (kind) => {
  let t: TestApp;
  let owner: AdminClient;
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
    owner = await signedIn(t.app, 'owner');
  }, 120_000);
  afterAll(() => t.close());

  const rows = (siteId: number, currency: string) =>
    t.app.database.db
      .select()
      .from(registerSettings)
      .where(and(eq(registerSettings.siteId, siteId), eq(registerSettings.currency, currency)))
      .orderBy(asc(registerSettings.id));
  const read = async (id = '1:USD') => (await owner.get(`/api/admin/register-settings/${id}`)).body;

  it('reads every field of the spec with every flag; a field without an entry is all off', async () => {
    const res = await owner.get(USD);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: '1:USD', site_id: 1, currency: 'USD', version: 0 });
    expect(res.body.fields.map((f: { name: string }) => f.name)).toEqual([...REGISTER_FIELDS]);
    const phone = res.body.fields.find((f: { name: string }) => f.name === 'member_phone');
    expect(phone).toEqual({
      name: 'member_phone',
      ...flags({ is_required: true, is_unique: true, is_member_center_verification: true }),
    });
    const qq = res.body.fields.find((f: { name: string }) => f.name === 'member_qq');
    expect(Object.values(qq).filter((v) => v === true)).toEqual([]);
  });

  it.each(['content', 'finance', 'support'] as const)('%s may not read or change them (403)', async (role) => {
    const client = await signedIn(t.app, role);
    const before = await rows(1, 'USD');
    expect((await client.get(USD)).status).toBe(403);
    const res = await client.call('PUT', USD, { version: 0, fields: [{ name: 'member_qq', ...flags() }] });
    expect(res.status).toBe(403);
    expect(await rows(1, 'USD')).toEqual(before);
  });

  it('another site, an unknown site and a currency the site does not offer are not found (404)', async () => {
    await owner.call('POST', '/api/admin/operators', {
      username: 'regowner',
      password: 'Operator1234',
      display_name: 'Site one owner',
      role: 'owner',
      site_ids: [1],
    });
    const oneSite = await signedIn(t.app, 'regowner');
    const before = await rows(2, 'RMB');
    expect((await oneSite.get('/api/admin/register-settings/2:RMB')).status).toBe(404);
    const put = await oneSite.call('PUT', '/api/admin/register-settings/2:RMB', {
      version: 0,
      fields: [{ name: 'member_qq', ...flags() }],
    });
    expect(put.status).toBe(404);
    expect(await rows(2, 'RMB')).toEqual(before);
    expect((await owner.get('/api/admin/register-settings/9:USD')).status).toBe(404);
    expect((await owner.get('/api/admin/register-settings/1:JPY')).status).toBe(404);
    expect((await owner.get('/api/admin/register-settings/1:usd')).body).toMatchObject({
      code: 'validation',
      field: 'id',
    });
  });

  it.each([
    ['unique on a contact field', [{ name: 'member_qq', ...flags({ is_unique: true }) }], 'fields.0.is_unique'],
    [
      'SMS verification of the e-mail',
      [{ name: 'member_email', ...flags({ is_member_center_verification: true }) }],
      'fields.0.is_member_center_verification',
    ],
    [
      'required but hidden',
      [{ name: 'member_qq', ...flags({ is_display: false, is_required: true }) }],
      'fields.0.is_required',
    ],
    [
      'a field twice',
      [
        { name: 'member_qq', ...flags() },
        { name: 'member_qq', ...flags() },
      ],
      'fields.1.name',
    ],
    ['an unknown field', [{ name: 'member_secret', ...flags() }], 'fields.0.name'],
    ['a missing flag', [{ name: 'member_qq', is_display: true }], 'fields.0.is_required'],
    ['a flag as a number', [{ name: 'member_qq', ...flags(), is_display: 1 }], 'fields.0.is_display'],
    ['no field', [], 'fields'],
  ])('refuses %s: 400 naming the field, nothing changed', async (_label, fields, field) => {
    const before = await rows(1, 'USD');
    const res = await owner.call('PUT', USD, { version: 0, fields });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', field });
    expect(await rows(1, 'USD')).toEqual(before);
  });

  it('opens a closed currency for registration: the next registration in it is taken; the trail has it', async () => {
    const inr = () =>
      register(t.app, vndBody({ member_currency: 'INR', member_phone: undefined, member_name: undefined }));
    expect((await inr()).body.data.field).toBe('member_currency');
    const { version } = await read('1:INR');
    const res = await owner.call('PUT', '/api/admin/register-settings/1:INR', {
      version,
      fields: [{ name: 'member_currency', ...flags() }],
    });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(version + 1);
    const opened = await inr();
    expect(opened.body.code).toBe(100);
    const list = await post(t.app, '/api/arks/web/register-settings', { site_id: 1 });
    expect(list.body.data.list).toContainEqual(
      expect.objectContaining({ name: 'member_currency', currency: 'INR', is_display: 1 }),
    );
    const [audit] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'register_settings'), eq(auditLog.targetId, '1:INR')));
    expect(audit).toMatchObject({
      action: 'register_settings.update',
      actorUsername: 'owner',
      before: { version, fields: [expect.objectContaining({ name: 'member_currency', is_display: false })] },
      after: { version: version + 1, fields: [expect.objectContaining({ name: 'member_currency', is_display: true })] },
    });
    await owner.call('PUT', '/api/admin/register-settings/1:INR', {
      version: version + 1,
      fields: [{ name: 'member_currency', ...flags({ is_display: false }) }],
    });
    expect((await inr()).body.data.field).toBe('member_currency');
  });

  it('a field made required is asked for at the next registration', async () => {
    const { version, fields } = await read('1:VND');
    const zalo = fields.find((f: { name: string }) => f.name === 'member_zalo');
    const put = (v: number, required: boolean) =>
      owner.call('PUT', '/api/admin/register-settings/1:VND', {
        version: v,
        fields: [{ ...zalo, is_required: required }],
      });
    expect((await put(version, true)).status).toBe(200);
    const refused = await register(t.app, vndBody());
    expect(refused.body.data).toMatchObject({ field: 'member_zalo' });
    expect((await register(t.app, vndBody({ member_zalo: 'zalo_fan' }))).body.code).toBe(100);
    expect((await put(version + 1, false)).status).toBe(200);
    expect((await register(t.app, vndBody())).body.code).toBe(100);
  });

  it('two saves of the same version: one wins, the other gets 409; a stale one changes nothing', async () => {
    const { version } = await read();
    const second = await signedIn(t.app, 'owner');
    const body = (on: boolean) => ({ version, fields: [{ name: 'member_qq', ...flags({ is_display: on }) }] });
    const [a, b] = await Promise.all([owner.call('PUT', USD, body(true)), second.call('PUT', USD, body(false))]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).body).toMatchObject({ code: 'conflict', field: 'version' });
    const before = await rows(1, 'USD');
    expect(before.every((r) => r.version === version + 1)).toBe(true);
    expect((await owner.call('PUT', USD, body(true))).status).toBe(409);
    expect(await rows(1, 'USD')).toEqual(before);
  });
});
