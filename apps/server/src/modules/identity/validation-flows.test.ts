import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { doubleValidations, members, sites } from '../../db/schema/index.js';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { bearer, captchaToken, FIXED_CAPTCHA, IDENTITY_TEST_CONFIG, login } from '../../test/identity-helpers.js';
import { sealQueryLogin } from './query-login.js';

const ANSWERS: Record<string, string> = {
  member_name: 'alex demo',
  identity_id: 'ID-DEMO-1001',
  member_phone: '0912 0000 01',
  member_email: 'MEMBER1@demo.playdeck.example',
  withdraw_password: '1234',
};

describeEachDb('double validation', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
    expect((await login(t.app, { udid: 'home-pc' })).body.code).toBe(100); // first login trusts home-pc
  });
  afterAll(() => t.close());

  const answer = async (member_login_id: string, value: string, captcha = FIXED_CAPTCHA) =>
    post(t.app, '/api/login/double_validation', {
      member_login_id,
      answer: value,
      captcha_answer: captcha,
      captcha_token: await captchaToken(t.app),
      udid: 'phone-1',
    });

  it('asks a new device a profile question (107) and logs in on the right answer, trusting the device', async () => {
    const res = await login(t.app, { udid: 'phone-1' });
    expect(res.body.code).toBe(107);
    const { member_login_id, question, available_questions_count } = res.body.data;
    expect(available_questions_count).toBe(3);
    expect(Object.keys(ANSWERS)).toContain(question);
    const ok = await answer(member_login_id, ANSWERS[question]!);
    expect(ok.body.code).toBe(100);
    expect(ok.body.data.token).toBeTruthy();
    expect((await login(t.app, { udid: 'phone-1' })).body.code).toBe(100);
    expect((await answer(member_login_id, ANSWERS[question]!)).body.code).toBe(101); // challenge is closed
  });

  it('skips to another question, spends one per wrong answer and ends with 998', async () => {
    const start = (await login(t.app, { udid: 'tablet-9' })).body.data;
    const skipped = await post(t.app, '/api/login/double_validation/skip', { member_login_id: start.member_login_id });
    expect(skipped.body.code).toBe(100);
    expect(skipped.body.data.question).not.toBe(start.question);
    expect(skipped.body.data.available_questions_count).toBe(2);
    expect((await answer(start.member_login_id, '')).body.code).toBe(104);
    expect((await answer(start.member_login_id, ANSWERS[skipped.body.data.question]!, 'zzzz')).body.code).toBe(105);
    const wrong = await answer(start.member_login_id, 'definitely wrong');
    expect(wrong.body.code).toBe(103);
    expect(wrong.body.data.available_questions_count).toBe(1);
    expect((await answer(start.member_login_id, 'still wrong')).body.code).toBe(998);
    expect((await answer(start.member_login_id, 'anything')).body.code).toBe(101);
    const skipUnknown = await post(t.app, '/api/login/double_validation/skip', { member_login_id: 'no-such-id' });
    expect(skipUnknown.body.code).toBe(101);
  });

  it('checks each question once: an answer read with a question another request already spent is refused', async () => {
    const start = (await login(t.app, { udid: 'stale-pc' })).body.data;
    const service = t.app.identity.doubleValidation;
    // Two requests that loaded the challenge at the same moment: the first spends the question.
    const seenByBoth = await service.load(1, start.member_login_id);
    const member = (await t.app.identity.memberById(1, seenByBoth.memberId))!;
    await expect(service.answer(seenByBoth, member, 'wrong guess')).rejects.toMatchObject({ code: 103 });
    // The second brings the right answer to that same question, too late: it is not compared at all.
    await expect(service.answer(seenByBoth, member, ANSWERS[seenByBoth.question]!)).rejects.toMatchObject({
      code: 101,
    });
  });

  it('20 parallel answers check at most the three questions, each once', async () => {
    const start = (await login(t.app, { udid: 'parallel-pc' })).body.data;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => answer(start.member_login_id, `guess ${i}`)),
    );
    const codes = replies.map((r) => r.body.code);
    const checked = codes.filter((c) => c === 103 || c === 998);
    expect(checked.length).toBeGreaterThanOrEqual(1);
    expect(checked.length).toBeLessThanOrEqual(3);
    expect(codes.filter((c) => c !== 103 && c !== 998)).toEqual(Array(20 - checked.length).fill(101));
    const [row] = await t.app.database.db
      .select()
      .from(doubleValidations)
      .where(eq(doubleValidations.memberLoginId, start.member_login_id));
    expect(new Set(row!.asked).size).toBe(row!.asked.length);
  });

  it('answers 202 for an expired challenge, 102 for a member no longer active, 106 for a denied address', async () => {
    const db = t.app.database.db;
    const expired = (await login(t.app, { udid: 'old-laptop' })).body.data.member_login_id;
    await db
      .update(doubleValidations)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(doubleValidations.memberLoginId, expired));
    expect((await answer(expired, 'x')).body.code).toBe(202);
    const frozenLater = (await login(t.app, { udid: 'tv-box' })).body.data.member_login_id;
    await db.update(members).set({ status: 'frozen' }).where(eq(members.memberAccount, 'demo001'));
    expect((await answer(frozenLater, 'x')).body.code).toBe(102);
    await db.update(members).set({ status: 'active' }).where(eq(members.memberAccount, 'demo001'));
    const denied = (await login(t.app, { udid: 'cafe-pc' })).body.data.member_login_id;
    const [site] = await db.select().from(sites).where(eq(sites.siteId, 1));
    await db
      .update(sites)
      .set({ envConfig: { ...site!.envConfig, ipRules: { ipDenyList: ['127.0.0.1'] } } })
      .where(eq(sites.siteId, 1));
    await t.app.sites.refresh();
    try {
      expect((await answer(denied, 'x')).body.code).toBe(106);
    } finally {
      await db.update(sites).set({ envConfig: site!.envConfig }).where(eq(sites.siteId, 1));
      await t.app.sites.refresh();
    }
  });
});

describeEachDb('transfer validation, password change and query login', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
  });
  afterAll(() => t.close());

  const clientCaptcha = async () => (await t.app.inject({ method: 'GET', url: '/api/clientCaptcha' })).json().data.text;
  const verify = async (over: object = {}) =>
    post(t.app, '/api/arks/web/vx/verify', {
      account: 'reset001',
      withdraw_password: '1234',
      member_email: 'member5@demo.playdeck.example',
      captcha_text: await clientCaptcha(),
      captcha_answer: FIXED_CAPTCHA,
      ...over,
    });

  it('verifies with withdraw password and contact, then resets the password with a single-use token', async () => {
    expect((await verify({ withdraw_password: '9999' })).body.code).toBe(201);
    expect((await verify({ member_email: 'other@x.example' })).body.code).toBe(202);
    // A wrong captcha is verify_failed (105), not one of the codes that ask to verify again.
    expect((await verify({ captcha_answer: 'zzzz' })).body.code).toBe(105);
    expect((await verify({ captcha_answer: undefined })).body.code).toBe(105);
    expect((await verify({ account: 'nobody77' })).body.code).toBe(101);
    expect((await verify({ account: 'frozen001' })).body.code).toBe(102);
    expect((await verify({ account: 'newpass001' })).body.code).toBe(204);
    const byPhone = await verify({ member_email: undefined, member_phone: '0912000005' });
    expect(byPhone.body.code).toBe(100);
    // The four fields alone, without a captcha, are a valid body.
    const fourFields = await verify({ captcha_text: undefined, captcha_answer: undefined });
    expect(fourFields.body.code).toBe(100);
    const { token } = (await verify()).body.data;
    const reset = (password: string, tk = token) =>
      post(t.app, '/api/arks/web/vx/reset', { account: 'reset001', password, token: tk });
    expect((await reset('short')).body.code).toBe(202);
    expect((await reset('Fresh1234', 'bogus-token')).body.code).toBe(201);
    expect((await reset('Fresh1234')).body.code).toBe(100);
    expect((await reset('Other1234')).body.code).toBe(203);
    expect((await login(t.app, { account: 'reset001', password: 'Fresh1234' })).body.code).toBe(100);
  });

  it('spends a client captcha on its first check, and lets parallel wrong PINs past the delay only while it is free', async () => {
    const text = await clientCaptcha();
    const first = await verify({ captcha_text: text, withdraw_password: '9999' });
    expect(first.body.code).toBe(201);
    expect((await verify({ captcha_text: text })).body.code).toBe(105);
    const captchas = await Promise.all(Array.from({ length: 40 }, () => clientCaptcha()));
    const started = Date.now();
    const replies = await Promise.all(
      captchas.map((captcha_text) => verify({ captcha_text, withdraw_password: '0000' })),
    );
    const elapsed = Date.now() - started;
    // Wrong PINs (201) until the delay starts, then "too many attempts" (203).
    expect(replies.every((r) => r.body.code === 201 || r.body.code === 203)).toBe(true);
    expect(replies.some((r) => r.body.code === 203)).toBe(true);
    // Five free tries and the one that starts the delay: the rest never reached the PIN, but one more
    // for each delay (1 s, 2 s, 4 s ...) that ran out while a loaded machine was still answering (as login).
    const checked = await t.app.identity.throttle.failures(1, 'acct-ip:vx:reset001|127.0.0.1');
    let mostChecked = 6;
    for (let unlocksAt = 1000; unlocksAt <= elapsed; unlocksAt += 1000 * 2 ** (mostChecked - 6)) mostChecked += 1;
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(mostChecked);
  });

  it('changes the password: 101 wrong old, 102 format, 103 mismatch; clears the forced change', async () => {
    const res = await login(t.app, { account: 'newpass001' });
    expect(res.body.data.first_login_to_change_password).toBe(1);
    const auth = bearer(res.body.data.token);
    const edit = (old_password: string, password: string, check_password = password) =>
      post(t.app, '/api/member/profile/edit_password', { old_password, password, check_password }, auth);
    expect((await edit('Wrong1234', 'Next1234')).body.code).toBe(101);
    expect((await edit('Demo1234', 'nodigits')).body.code).toBe(102);
    expect((await edit('Demo1234', 'Next1234', 'Next12345')).body.code).toBe(103);
    expect((await edit('Demo1234', 'Next1234')).body.code).toBe(100);
    const [row] = await t.app.database.db.select().from(members).where(eq(members.memberAccount, 'newpass001'));
    expect(row!.firstLoginToChangePassword).toBe(false);
    expect(
      (await login(t.app, { account: 'newpass001', password: 'Next1234' })).body.data.first_login_to_change_password,
    ).toBe(0);
  });

  it('opens a sealed query-login payload only when complete, untampered and live', async () => {
    const data = (await login(t.app)).body.data;
    const payload = { tk: data.token, member_id: data.member_id, member_account: 'demo001', member_currency: 'USD' };
    const secret = t.app.config.SERVER_SECRET;
    const ok = await post(t.app, '/api/get_info_data', { enc: sealQueryLogin(secret, payload) });
    expect(ok.body.code).toBe(100);
    expect(JSON.parse(ok.body.data)).toEqual(payload);
    const sealed = sealQueryLogin(secret, payload);
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect((await post(t.app, '/api/get_info_data', { enc: tampered })).body.code).toBe(101);
    const partial = sealQueryLogin(secret, { ...payload, member_account: '' });
    expect((await post(t.app, '/api/get_info_data', { enc: partial })).body.code).toBe(101);
    await post(t.app, '/api/logout', {}, bearer(data.token));
    expect((await post(t.app, '/api/get_info_data', { enc: sealQueryLogin(secret, payload) })).body.code).toBe(101);
  });
});
