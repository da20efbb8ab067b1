import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members, sites } from '../../db/schema/index.js';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { bearer, IDENTITY_TEST_CONFIG } from '../../test/identity-helpers.js';
import { nextIp, register, vndBody } from '../../test/registration-helpers.js';

describeEachDb('registration', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...IDENTITY_TEST_CONFIG, SMS_OUTBOX_READABLE: 'true' });
    const taken = await register(t.app, vndBody({ member_name: 'NguyenVanTaken', member_phone: '0911111111' }));
    expect(taken.body.code).toBe(100);
  });
  afterAll(() => t.close());

  const memberCount = async () => (await t.app.database.db.select({ id: members.id }).from(members)).length;

  it('lists per-currency settings and the agreement', async () => {
    const settings = await post(t.app, '/api/arks/web/register-settings', {});
    const usdPhone = settings.body.data.list.find(
      (s: { name: string; currency: string }) => s.name === 'member_phone' && s.currency === 'USD',
    );
    expect(usdPhone).toMatchObject({ is_display: 1, is_required: 1, is_unique: 1, is_member_center_verification: 1 });
    const inr = settings.body.data.list.find(
      (s: { name: string; currency: string }) => s.name === 'member_currency' && s.currency === 'INR',
    );
    expect(inr.is_display).toBe(0);
    const agreement = await post(t.app, '/api/arks/web/register-settings/service-agreement', {});
    expect(agreement.body.data.list.map((a: { language: string }) => a.language)).toContain('en_US');
  });

  it('registers a VND member, logs them in and stores the profile', async () => {
    const body = vndBody();
    const res = await register(t.app, body);
    expect(res.body.code).toBe(100);
    expect(res.body.data).toMatchObject({ member_account: body.member_account, member_currency: 'VND' });
    const profile = await post(t.app, '/api/member/profile', {}, bearer(res.body.data.token));
    expect(profile.body.data.member_profile).toMatchObject({
      member_name: body.member_name,
      member_phone: body.member_phone,
    });
  });

  it('registers a USD member after phone verification by SMS (113 for a wrong code)', async () => {
    const phone = '0912345678';
    const sms = await post(t.app, '/api/register/sms', {
      member_phone: phone,
      currency: 'USD',
      type: 'register_member',
    });
    expect(sms.body.code).toBe(100);
    expect(
      (await post(t.app, '/api/register/sms', { member_phone: phone, currency: 'USD', type: 'register_member' })).body
        .code,
    ).toBe(102);
    const outbox = await t.app.inject({ method: 'GET', url: `/api/test/sms-outbox?phone=${phone}` });
    const code = /(\d{6})/.exec(outbox.json().data.list[0].body)![1]!;
    const body = {
      member_account: 'usdsms01',
      password: 'Abc12345',
      check_password: 'Abc12345',
      member_currency: 'USD',
      member_phone: phone,
      member_email: 'usd-sms@example.com',
    };
    expect((await register(t.app, { ...body, phone_verify: code === '000000' ? '111111' : '000000' })).body.code).toBe(
      113,
    );
    expect((await register(t.app, { ...body, phone_verify: code })).body.code).toBe(100);
  });

  it.each([
    ['an account in use', { member_account: 'demo001' }, 102],
    ['a name in use', { member_name: 'NguyenVanTaken' }, 103],
    ['a phone in use', { member_phone: '0911111111' }, 104],
    ['a blacklisted name', { member_name: 'Blocked Name' }, 227],
    ['a name with spaces (VND)', { member_name: 'Nguyen Van' }, 227],
    ['a 9-digit VND phone', { member_phone: '098765432' }, 209],
    ['a bad email', { member_email: 'not-an-email' }, 206],
    ['a short zalo', { member_zalo: 'abc' }, 305],
    ['an unknown agent', { introducer: '999999', register_type: 'member_agent' }, 106],
    ['an unknown recommend code', { introducer: 'NOPE99', register_type: 'recommend_code' }, 112],
    ['a malformed introducer', { introducer: 'x!', register_type: 'recommend_code' }, 228],
    ['a wrong captcha', { answer: 'zzzz' }, 224],
  ])('refuses %s with code %s and creates nobody', async (_label, over, code) => {
    const before = await memberCount();
    const res = await register(t.app, vndBody(over));
    expect(res.body.code).toBe(code);
    expect(await memberCount()).toBe(before);
  });

  it('names the field of a local rule failure with its signup key', async () => {
    const res = await register(t.app, vndBody({ member_account: 'ab' }));
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({ field: 'member_account', rule: 'signup.err_account_length' });
    const pw = await register(t.app, vndBody({ password: 'abcdefgh' }));
    expect(pw.body.data.rule).toBe('signup.err_psw_format');
  });

  it("a currency the site does not open answers 229 with its message in the member's language", async () => {
    const closed = await register(t.app, vndBody({ member_currency: 'INR' }), undefined, { lang: 'zh_CN' });
    expect(closed).toMatchObject({
      status: 200,
      body: {
        code: 229,
        message: '币种 INR 暂未开放。',
        data: { field: 'member_currency', rule: 'signup.currency_not_open' },
      },
    });
    const english = await post(t.app, '/api/register/verification', {
      member_currency: 'INR',
      member_account: 'inrvisitor',
      verification: 1,
    });
    expect(english.body).toMatchObject({ code: 229, message: 'The currency INR is not open yet.' });
  });

  it('the test-only SMS outbox refuses a phone with a NUL or no phone with a 400 naming it', async () => {
    for (const query of ['?phone=%00', '?phone=09%0012', '']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/test/sms-outbox${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toContain('phone');
    }
    const ok = await t.app.inject({ method: 'GET', url: '/api/test/sms-outbox?phone=0911111111' });
    expect(ok.statusCode).toBe(200);
  });

  it('checks fields on blur with the same rules', async () => {
    const verify = (fields: Record<string, string>, currency = 'VND') =>
      post(t.app, '/api/register/verification', { ...fields, member_currency: currency, verification: 1 });
    expect((await verify({ member_account: 'demo001' })).body.code).toBe(102);
    expect((await verify({ member_email: 'x@spam.example' }, 'USD')).body.code).toBe(216);
    expect((await verify({ member_name: 'Fine' })).body.code).toBe(100);
    expect((await verify({ member_name: '李' }, 'RMB')).body.code).toBe(227);
    expect((await verify({ member_wechat: 'ok_wechat_1' }, 'RMB')).body.code).toBe(100);
  });

  it('joins an agent, a recommending member, or the agent of an agent domain', async () => {
    const [agent] = await t.app.database.db.select().from(members).where(eq(members.memberAccount, 'agent001'));
    const viaAgent = await register(t.app, vndBody({ introducer: String(agent!.id), register_type: 'member_agent' }));
    expect(viaAgent.body.code).toBe(100);
    const viaCode = await register(t.app, vndBody({ introducer: 'DEMO01', register_type: 'recommend_code' }));
    expect(viaCode.body.code).toBe(100);
    const rows = await t.app.database.db.select().from(members);
    expect(rows.find((m) => m.id === viaAgent.body.data.member_id)!.parentAgentId).toBe(agent!.id);
    expect(rows.find((m) => m.id === viaCode.body.data.member_id)!.referrerId).toBeGreaterThan(0);
    const domain = await post(t.app, '/api/arks/web/check-agent-domain', { host: 'http://agent.localhost:3000' });
    expect(domain.body.data).toEqual({ is_valid: 1, currency: 'USD', agent_id: agent!.id });
    expect((await post(t.app, '/api/register/valid_message', { recommend_code: 'DEMO01' })).body.data.is_valid).toBe(1);
    expect((await post(t.app, '/api/register/valid_message', { agent_id: 424242 })).body.data.is_valid).toBe(0);
    expect((await post(t.app, '/api/member_info', { id: agent!.id })).body.data.currency).toBe('USD');
    expect((await post(t.app, '/api/member_info', { id: 1 })).body.code).toBe(106);
  });

  it('limits registrations per address: 996 too soon, 997 over the daily limit', async () => {
    const ip = nextIp();
    expect((await register(t.app, vndBody(), ip)).body.code).toBe(100);
    expect((await register(t.app, vndBody(), ip)).body.code).toBe(996);
    const db = t.app.database.db;
    const [site] = await db.select().from(sites).where(eq(sites.siteId, 1));
    const limits = { ...site!.envConfig, registerMinIntervalSeconds: 0, registerIpDailyLimit: 2 };
    await db.update(sites).set({ envConfig: limits }).where(eq(sites.siteId, 1));
    await t.app.sites.refresh();
    try {
      expect((await register(t.app, vndBody(), ip)).body.code).toBe(100);
      expect((await register(t.app, vndBody(), ip)).body.code).toBe(997);
    } finally {
      await db.update(sites).set({ envConfig: site!.envConfig }).where(eq(sites.siteId, 1));
      await t.app.sites.refresh();
    }
  });

  it('creates exactly one member for two concurrent submits of one account', async () => {
    const body = vndBody();
    const replies = await Promise.all([
      register(t.app, body),
      register(t.app, { ...body, member_name: 'OtherName1', member_phone: '0977777777' }),
    ]);
    expect(replies.map((r) => r.body.code).sort()).toEqual([100, 102]);
    const rows = await t.app.database.db.select().from(members).where(eq(members.memberAccount, body.member_account));
    expect(rows).toHaveLength(1);
  });

  it('refuses 10,000-character fields, wrong types and unknown fields with a 4xx and no member', async () => {
    const before = await memberCount();
    for (const over of [{ member_name: 'x'.repeat(10_000) }, { member_account: 12345678 }, { is_admin: true }]) {
      const res = await register(t.app, vndBody(over));
      expect(res.status).toBe(400);
    }
    expect(await memberCount()).toBe(before);
  });

  it('refuses markup in profile fields (stored raw, it would reach every screen that forgets to escape)', async () => {
    const before = await memberCount();
    for (const over of [
      { member_name: '<img src=x onerror=alert(1)>' },
      { member_email: '<b>x@example.com' },
      { member_account: 'abc</b>12' },
    ]) {
      const res = await register(t.app, vndBody(over));
      expect(res.status).toBe(400);
      expect(res.body.data.field).toBe(Object.keys(over)[0]);
    }
    expect(await memberCount()).toBe(before);
  });
});
