import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members, sites } from '../../db/schema/index.js';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { IDENTITY_TEST_CONFIG } from '../../test/identity-helpers.js';
import { register, vndBody } from '../../test/registration-helpers.js';

const rmbBody = (over: Record<string, unknown> = {}) =>
  vndBody({
    member_currency: 'RMB',
    member_name: '张三丰',
    member_wechat: 'wx_user_01',
    member_phone: undefined,
    ...over,
  });

describeEachDb('registration codes and rules, client bypassed', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
    const db = t.app.database.db;
    await db
      .update(members)
      .set({ recommendCode: 'OFFMEM', status: 'frozen' })
      .where(eq(members.memberAccount, 'frozen001'));
    await db
      .update(members)
      .set({ recommendCode: 'NOCODE', recommendDisabled: true })
      .where(eq(members.memberAccount, 'demo002'));
    await db.update(members).set({ isAgent: true, agentActive: false }).where(eq(members.memberAccount, 'disabled001'));
    expect((await register(t.app, rmbBody({ identity_id: 'ID-RMB-0001' }))).body.code).toBe(100);
  });
  afterAll(() => t.close());

  const idOf = async (account: string) =>
    (await t.app.database.db.select().from(members).where(eq(members.memberAccount, account)))[0]!.id;

  it.each([
    [
      '105 e-mail in use (USD e-mail is unique)',
      () => ({
        member_currency: 'USD',
        member_email: 'member1@demo.playdeck.example',
        member_phone: '0912999999',
        check_password: 'Abc12345',
      }),
      105,
    ],
    ['114 identity id in use', () => rmbBody({ identity_id: 'ID-RMB-0001' }), 114],
    [
      '109 recommending member not active',
      () => vndBody({ introducer: 'OFFMEM', register_type: 'recommend_code' }),
      109,
    ],
    ['110 recommend code disabled', () => vndBody({ introducer: 'NOCODE', register_type: 'recommend_code' }), 110],
    ['301 qq format', () => rmbBody({ member_qq: 'q@q.q.q' }), 301],
    ['302 skype length', () => rmbBody({ member_skype: 'abc' }), 302],
    ['304 wechat missing', () => rmbBody({ member_wechat: '' }), 304],
    ['306 fb format', () => vndBody({ member_fb: 'has space' }), 306],
    [
      '307 telegram length (USD)',
      () => ({
        member_currency: 'USD',
        member_telegram: 'x'.repeat(51),
        member_email: 'tg@example.com',
        member_phone: '0912888888',
        check_password: 'Abc12345',
      }),
      307,
    ],
    ['308 whatsapp format', () => rmbBody({ member_whats_app: 'wa!' }), 308],
    ['227 RMB name not Chinese', () => rmbBody({ member_name: 'Zhang San' }), 227],
  ])('%s', async (_label, body, code) => {
    const res = await register(t.app, {
      member_account: `c${Date.now().toString(36)}`,
      password: 'Abc12345',
      ...body(),
    });
    expect(res.body.code).toBe(code);
  });

  it('218 for an address or country the site blocks, as login refuses them; no member is made', async () => {
    const db = t.app.database.db;
    const [site] = await db.select().from(sites).where(eq(sites.siteId, 1));
    const count = async () => (await db.select({ id: members.id }).from(members)).length;
    const before = await count();
    try {
      await db
        .update(sites)
        .set({ envConfig: { ...site!.envConfig, ipRules: { ipDenyList: ['10.77.0.'], countryDenyList: ['KP'] } } })
        .where(eq(sites.siteId, 1));
      await t.app.sites.refresh();
      expect((await register(t.app, vndBody(), '10.77.0.5')).body.code).toBe(218);
      expect((await register(t.app, vndBody(), undefined, { 'cf-ipcountry': 'KP' })).body.code).toBe(218);
      expect(await count()).toBe(before);
      expect((await register(t.app, vndBody(), undefined, { 'cf-ipcountry': 'VN' })).body.code).toBe(100);
    } finally {
      await db.update(sites).set({ envConfig: site!.envConfig }).where(eq(sites.siteId, 1));
      await t.app.sites.refresh();
    }
  });

  it('108 agent disabled and 107 recommend closed', async () => {
    const disabledAgent = await idOf('disabled001');
    expect(
      (await register(t.app, vndBody({ introducer: String(disabledAgent), register_type: 'member_agent' }))).body.code,
    ).toBe(108);
    const db = t.app.database.db;
    const [site] = await db.select().from(sites).where(eq(sites.siteId, 1));
    await db
      .update(sites)
      .set({ envConfig: { ...site!.envConfig, recommendEnabled: false } })
      .where(eq(sites.siteId, 1));
    await t.app.sites.refresh();
    try {
      expect(
        (await register(t.app, vndBody({ introducer: 'DEMO01', register_type: 'recommend_code' }))).body.code,
      ).toBe(107);
      expect((await post(t.app, '/api/bonus_setting/check', { member_currency: 'USD' })).body.data.is_friend).toBe(0);
    } finally {
      await db.update(sites).set({ envConfig: site!.envConfig }).where(eq(sites.siteId, 1));
      await t.app.sites.refresh();
    }
    expect((await post(t.app, '/api/bonus_setting/check', { member_currency: 'USD' })).body.data.is_friend).toBe(1);
  });

  it.each([
    ['password without a digit', { password: 'abcdefgh' }, 'password', 'signup.err_psw_format'],
    [
      'confirmation differs (USD shows it)',
      {
        member_currency: 'USD',
        check_password: 'Other123',
        member_email: 'cp@example.com',
        member_phone: '0912777777',
      },
      'check_password',
      'signup.err_checkPsw_diff',
    ],
    [
      'half a birthday',
      {
        member_currency: 'USD',
        check_password: 'Abc12345',
        member_email: 'bd@example.com',
        member_phone: '0912666666',
        member_birthday: '1990--',
      },
      'member_birthday',
      'signup.err_birthdayMonth_blank',
    ],
    [
      'a three-digit withdraw password',
      {
        member_currency: 'USD',
        check_password: 'Abc12345',
        member_email: 'wd@example.com',
        member_phone: '0912555555',
        withdraw_password: '123',
      },
      'withdraw_password',
      'signup.err_withdrawPsw_blank',
    ],
    [
      'a bad identity id',
      { member_currency: 'RMB', member_name: '李四', member_wechat: 'wx_user_02', identity_id: '!!' },
      'identity_id',
      'signup.err_identity_id',
    ],
    [
      'a short phone code when SMS is required',
      {
        member_currency: 'USD',
        check_password: 'Abc12345',
        member_email: 'pv@example.com',
        member_phone: '0912444444',
        phone_verify: '123',
      },
      'phone_verify',
      'signup.error_verify',
    ],
  ])('refuses %s with a 400 naming the field and rule', async (_label, over, field, rule) => {
    const res = await register(t.app, vndBody(over));
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({ field, rule });
  });
});
