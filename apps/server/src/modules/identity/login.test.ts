import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { bearer, captchaToken, IDENTITY_TEST_CONFIG, login, loginHeader } from '../../test/identity-helpers.js';
import { loginThrottles, members, sites } from '../../db/schema/index.js';
import { eq, like } from 'drizzle-orm';
import { CAPTCHA_BURST } from './captcha-service.js';

describeEachDb('login', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
  });
  afterAll(() => t.close());

  it('logs the demo member in and the token opens member calls', async () => {
    const res = await login(t.app);
    expect(res.body.code).toBe(100);
    expect(res.body.data).toMatchObject({
      member_account: 'demo001',
      member_currency: 'USD',
      first_login_to_change_password: 0,
    });
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const profile = await post(t.app, '/api/member/profile', {}, bearer(res.body.data.token));
    expect(profile.body.data.member_profile).toMatchObject({ member_account: 'demo001', is_withdraw_password: 1 });
    const layout = await post(t.app, '/api/member/profile/common/layout', {}, bearer(res.body.data.token));
    expect(layout.body.data.member_common_layout).toMatchObject({
      member_cash: '1000.00',
      member_type: 1,
      is_agent: 0,
    });
    const memberId = res.body.data.member_id;
    const credit = { siteId: 1, memberId, currency: 'USD', kind: 'adjustment', reference: 'test' };
    await t.app.wallet.post({ ...credit, amount: 1234n, idempotencyKey: `layout-${kind}` });
    const after = await post(t.app, '/api/member/profile/common/layout', {}, bearer(res.body.data.token));
    expect(after.body.data.member_common_layout.member_cash).toBe('1012.34');
  });

  it('answers 101 alike for an unknown account and a wrong password', async () => {
    const unknown = await login(t.app, { account: 'nobody999' });
    const wrong = await login(t.app, { password: 'Wrong1234' });
    expect(unknown.body).toEqual({ code: 101, message: 'Wrong account or password', data: null });
    expect(wrong.body).toEqual(unknown.body);
  });

  it('answers 102 for a disabled and 103 for a frozen account, only with the right password', async () => {
    expect((await login(t.app, { account: 'disabled001' })).body.code).toBe(102);
    expect((await login(t.app, { account: 'frozen001' })).body.code).toBe(103);
    expect((await login(t.app, { account: 'frozen001', password: 'Nope12345' })).body.code).toBe(101);
  });

  it('answers 105 for a wrong captcha and refuses a replayed captcha token', async () => {
    expect((await login(t.app, { answer: 'zzzz' })).body.code).toBe(105);
    const headers = await loginHeader(t.app);
    const token = await captchaToken(t.app);
    const body = { account: 'demo001', password: 'Demo1234', answer: 'ABCD', captcha_token: token, udid: 'device-a' };
    expect((await post(t.app, '/api/login', body, headers)).body.code).toBe(100);
    expect((await post(t.app, '/api/login', body, headers)).body.code).toBe(105);
  });

  it('gives a reload right after the first captcha, and answers 101 past the burst of the rate rule', async () => {
    const ask = () =>
      t.app.inject({ method: 'POST', url: '/api/captcha', remoteAddress: '10.99.0.1', payload: { type: 1 } });
    // The form's own request and a visitor's reload at once: both answered (the page no longer waits).
    expect((await ask()).json().code).toBe(100);
    expect((await ask()).json().code).toBe(100);
    const codes = [];
    for (let i = 0; i < CAPTCHA_BURST; i += 1) codes.push((await ask()).json().code);
    // Still a throttle: within the window the client gets CAPTCHA_BURST in all, then 101.
    expect(codes.slice(0, CAPTCHA_BURST - 2)).toEqual(Array(CAPTCHA_BURST - 2).fill(100));
    expect(codes.slice(CAPTCHA_BURST - 2)).toEqual([101, 101]);
    // Another address, or the register captcha, has its own allowance.
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/captcha',
      remoteAddress: '10.99.0.1',
      payload: { type: 2 },
    });
    expect(register.json().code).toBe(100);
  });

  it('needs the login header', async () => {
    const body = {
      account: 'demo001',
      password: 'Demo1234',
      answer: 'abcd',
      captcha_token: await captchaToken(t.app),
      udid: 'd',
    };
    const none = await post(t.app, '/api/login', body);
    expect(none.status).toBe(400);
    const forged = await post(t.app, '/api/login', body, { 'x-login-nonce': '1.99999999999999.abc.forged' });
    expect(forged.status).toBe(400);
  });

  it('answers 802 when the operator requires transfer validation', async () => {
    const res = await login(t.app, { account: 'reset001' });
    expect(res.body).toMatchObject({ code: 802, data: { account: 'reset001' } });
  });

  it('applies the site IP and country rules: 106, 201, 202, 203', async () => {
    const db = t.app.database.db;
    const [site] = await db.select().from(sites).where(eq(sites.siteId, 1));
    const withRules = (ipRules: object) =>
      db
        .update(sites)
        .set({ envConfig: { ...site!.envConfig, ipRules } })
        .where(eq(sites.siteId, 1));
    try {
      await withRules({ ipDenyList: ['127.0.0.'] });
      await t.app.sites.refresh();
      expect((await login(t.app)).body.code).toBe(106);
      await withRules({ countryDenyList: ['KP'] });
      await t.app.sites.refresh();
      expect((await login(t.app, { headers: { 'cf-ipcountry': 'KP' } })).body).toMatchObject({ code: 201 });
      await withRules({ requireCountry: true });
      await t.app.sites.refresh();
      expect((await login(t.app)).body.code).toBe(202);
      await withRules({ currencyCountries: { USD: ['US'] } });
      await t.app.sites.refresh();
      expect((await login(t.app, { headers: { 'cf-ipcountry': 'VN' } })).body.code).toBe(203);
      expect((await login(t.app, { headers: { 'cf-ipcountry': 'US' } })).body.code).toBe(100);
    } finally {
      await db.update(sites).set({ envConfig: site!.envConfig }).where(eq(sites.siteId, 1));
      await t.app.sites.refresh();
    }
  });

  it('keeps one live session per member: a new login ends the old token; logout ends the new one', async () => {
    const first = (await login(t.app)).body.data.token;
    const second = (await login(t.app)).body.data.token;
    expect((await post(t.app, '/api/member/profile', {}, bearer(first))).status).toBe(401);
    expect((await post(t.app, '/api/member/profile', {}, bearer(second))).status).toBe(200);
    expect((await post(t.app, '/api/logout', {}, bearer(second))).body.code).toBe(100);
    expect((await post(t.app, '/api/member/profile', {}, bearer(second))).status).toBe(401);
    expect((await post(t.app, '/api/logout', {}, bearer(second))).status).toBe(401);
  });

  it('refuses wrong types, missing fields and huge strings with a 400 naming the field', async () => {
    const headers = await loginHeader(t.app);
    const cases: [object, string][] = [
      [{ password: 'x', answer: 'a', captcha_token: 't', udid: 'u' }, 'account'],
      [{ account: 123, password: 'x', answer: 'a', captcha_token: 't', udid: 'u' }, 'account'],
      [{ account: 'a'.repeat(10_000), password: 'x', answer: 'a', captcha_token: 't', udid: 'u' }, 'account'],
      [{ account: 'demo001', password: 'x', answer: 'a', captcha_token: 't' }, 'udid'],
    ];
    for (const [body, field] of cases) {
      const res = await post(t.app, '/api/login', body, headers);
      expect(res.status).toBe(400);
      expect(res.body.data.field).toBe(field);
    }
  });

  it("a success clears the account's counters and gives the address back the attempt it counted", async () => {
    const { throttle } = t.app.identity;
    const countersOf = async (pattern: string) =>
      (await t.app.database.db.select().from(loginThrottles).where(like(loginThrottles.key, pattern)))
        .map((c) => `${c.key}=${c.failures}`)
        .sort();
    // Injected requests come from 127.0.0.1.
    const addressBefore = await throttle.failures(1, 'ip:127.0.0.1');
    expect((await login(t.app, { account: 'player001', password: 'Wrong9999' })).body.code).toBe(101);
    expect(await countersOf('%player001%')).toEqual(['acct-ip:player001|127.0.0.1=1', 'acct:player001=1']);
    expect(await throttle.failures(1, 'ip:127.0.0.1')).toBe(addressBefore + 1);

    expect((await login(t.app, { account: 'player001' })).body.code).toBe(100);
    expect(await countersOf('%player001%')).toEqual([]);
    // The failure stays counted on the address; the success's own attempt was given back.
    expect(await throttle.failures(1, 'ip:127.0.0.1')).toBe(addressBefore + 1);
  });

  it('rejects and counts 50 parallel wrong-password attempts, then delays the account', async () => {
    const started = Date.now();
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => login(t.app, { account: 'demo002', password: 'Wrong9999' })),
    );
    const elapsed = Date.now() - started;
    expect(replies.every((r) => r.body.code === 101 || r.body.code === 104)).toBe(true);
    // Only the five free tries and the one that starts the delay reach the password check, plus one
    // more for each delay (1 s, 2 s, 4 s ...) that ran out while a loaded machine was still answering.
    const checked = replies.filter((r) => r.body.code === 101).length;
    let mostChecked = 6;
    for (let unlocksAt = 1000; unlocksAt <= elapsed; unlocksAt += 1000 * 2 ** (mostChecked - 6)) mostChecked += 1;
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(mostChecked);
    expect(await t.app.identity.throttle.failures(1, 'acct:demo002')).toBe(checked);
    // The last counted failure set the delay its count earns (1 s after the sixth, doubling after that).
    const [counter] = await t.app.database.db
      .select()
      .from(loginThrottles)
      .where(like(loginThrottles.key, 'acct-ip:demo002|%'));
    const lockedUntil = counter!.lockedUntil!.getTime();
    expect(lockedUntil - counter!.updatedAt.getTime()).toBe(1000 * 2 ** (checked - 6));
    // Even the right password waits out the delay; a loaded machine may only get there once it is over.
    const next = await login(t.app, { account: 'demo002' });
    if (next.body.code === 104) expect(next.body.data.retry_after).toBeGreaterThan(0);
    else expect(Date.now()).toBeGreaterThanOrEqual(lockedUntil);
    const member = await t.app.database.db.select().from(members).where(eq(members.memberAccount, 'demo002'));
    expect(member[0]!.status).toBe('active');
  });
});
