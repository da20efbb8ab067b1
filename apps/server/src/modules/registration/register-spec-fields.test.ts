import { translate } from '../../i18n/catalog.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { members, registerBlacklist } from '../../db/schema/index.js';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { FIXED_CAPTCHA, IDENTITY_TEST_CONFIG } from '../../test/identity-helpers.js';
import { nextIp, register, registerCaptcha, vndBody } from '../../test/registration-helpers.js';

const usdBody = (n: string, over: Record<string, unknown> = {}) => ({
  member_account: `usdf${n}`,
  password: 'Abc12345',
  check_password: 'Abc12345',
  member_currency: 'USD',
  member_phone: `0913${n}`,
  member_email: `usdf${n}@example.com`,
  ...over,
});

// The alternative wire names, codes 215 and 222 and SMS 103: what the server answers when the page is bypassed.
describeEachDb('registration: the spec wire names and codes 215, 222, SMS 103', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...IDENTITY_TEST_CONFIG, SMS_OUTBOX_READABLE: 'true' });
    // The demo seeds it as well: present either way, and a site lists a number once.
    await t.app.database.db
      .insert(registerBlacklist)
      .values({ siteId: 1, kind: 'phone', value: '0987000215' })
      .onConflictDoNothing();
  });
  afterAll(() => t.close());

  const memberCount = async () => (await t.app.database.db.select({ id: members.id }).from(members)).length;
  /** /register with exactly this body (no answer added) and a fresh register captcha token. */
  const raw = async (body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: nextIp(),
      payload: { captcha_token: await registerCaptcha(t.app), ...body },
    });
    return { status: res.statusCode, body: res.json() as { code: number; data: Record<string, unknown> | null } };
  };

  it('takes the captcha answer as verify_code or member_captcha; disagreeing names are 224', async () => {
    expect((await raw({ ...vndBody(), verify_code: FIXED_CAPTCHA })).body.code).toBe(100);
    expect((await raw({ ...vndBody(), member_captcha: FIXED_CAPTCHA })).body.code).toBe(100);
    const before = await memberCount();
    expect((await raw({ ...vndBody(), verify_code: 'zzzz' })).body.code).toBe(224);
    expect((await raw({ ...vndBody(), answer: FIXED_CAPTCHA, member_captcha: 'zzzz' })).body.code).toBe(224);
    expect((await raw(vndBody())).body.code).toBe(224);
    expect(await memberCount()).toBe(before);
  });

  it('takes member_confirm_password, which must equal the password', async () => {
    const before = await memberCount();
    const differs = await register(t.app, vndBody({ member_confirm_password: 'Other123' }));
    expect(differs.status).toBe(400);
    expect(differs.body.data).toEqual({ field: 'member_confirm_password', rule: 'signup.err_checkPsw_diff' });
    expect(await memberCount()).toBe(before);
    expect((await register(t.app, vndBody({ member_confirm_password: 'Abc12345' }))).body.code).toBe(100);
    // USD shows the confirmation: the spec's other name satisfies it.
    const { check_password: _dropped, ...usd } = usdBody('0001', {
      member_confirm_password: 'Abc12345',
      phone_verify: '123456',
    });
    // Past the confirmation, stopped only at the phone's code (no SMS was asked for: 222, below).
    expect((await register(t.app, usd)).body.code).toBe(222);
  });

  it('215 for a phone number the site refuses, on blur and on submit, with a message key', async () => {
    const blur = await post(t.app, '/api/register/verification', {
      member_phone: '0987000215',
      member_currency: 'VND',
      verification: 1,
    });
    // The message is the catalog's, in the request's language (the site's default here).
    expect(blur.body).toMatchObject({ code: 215, message: translate('signup.err_phone_blocked', 'en_US') });
    const before = await memberCount();
    expect((await register(t.app, vndBody({ member_phone: '0987000215' }))).body.code).toBe(215);
    expect(await memberCount()).toBe(before);
  });

  it('222 when no live SMS code exists for the phone; 113 for a wrong live one; 222 once its tries are spent', async () => {
    const phone = '0913000222';
    const body = usdBody('0222', { member_phone: phone });
    const noCode = await register(t.app, { ...body, phone_verify: '123456' });
    expect(noCode.body).toMatchObject({ code: 222, data: { field: 'phone_verify' } });
    const sms = { member_phone: phone, currency: 'USD', type: 'register_member' };
    expect((await post(t.app, '/api/register/sms', sms)).body.code).toBe(100);
    const outbox = await t.app.inject({ method: 'GET', url: `/api/test/sms-outbox?phone=${phone}` });
    const code = /(\d{6})/.exec(outbox.json().data.list[0].body)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await register(t.app, { ...body, phone_verify: wrong })).body.code).toBe(113);
    }
    expect((await register(t.app, { ...body, phone_verify: code })).body.code).toBe(222);
  });

  it('checks a typed introducer on blur with the submit codes', async () => {
    const verify = (introducer: string, register_type?: string) =>
      post(t.app, '/api/register/verification', {
        introducer,
        ...(register_type ? { register_type } : {}),
        member_currency: 'VND',
        verification: 1,
      });
    expect((await verify('NOPE99', 'recommend_code')).body.code).toBe(112);
    expect((await verify('999999')).body.code).toBe(106);
    expect((await verify('x!', 'recommend_code')).body.code).toBe(228);
    expect((await verify('DEMO01', 'recommend_code')).body.code).toBe(100);
  });
});

describeEachDb('registration SMS: the gateway account without credit', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...IDENTITY_TEST_CONFIG, SMS_SANDBOX_CREDIT: '0' });
  });
  afterAll(() => t.close());

  it('answers 103 (no balance for the verify SMS) and keeps no code', async () => {
    const sms = { member_phone: '0913000103', currency: 'USD', type: 'register_member' };
    expect((await post(t.app, '/api/register/sms', sms)).body.code).toBe(103);
    // Nothing was sent, so nothing counts against the five-minute rule either.
    expect((await post(t.app, '/api/register/sms', sms)).body.code).toBe(103);
    const submit = await register(t.app, usdBody('0103', { member_phone: '0913000103', phone_verify: '123456' }));
    expect(submit.body.code).toBe(222);
  });
});
