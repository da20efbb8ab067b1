import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_CENTRE_CODES as CODES } from '@playdeck/contract';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { bearer, IDENTITY_TEST_CONFIG, login } from '../../test/identity-helpers.js';

describeEachDb('member centre: profile edits', (kind) => {
  let t: TestApp;
  let token: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...IDENTITY_TEST_CONFIG, SMS_OUTBOX_READABLE: 'true' });
    token = (await login(t.app, { account: 'demo001', udid: 'profile-device' })).body.data.token as string;
    other = (await login(t.app, { account: 'demo002', udid: 'profile-device-2' })).body.data.token as string;
  });
  afterAll(() => t.close());

  const call = (path: string, body: unknown = {}, as = token) => post(t.app, `/api${path}`, body, bearer(as));
  const edit = (body: unknown, as = token) => call('/member/profile/edit', body, as);
  const profile = async (as = token) => (await call('/member/profile', {}, as)).body.data.member_profile;
  const smsCode = async (phone: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/test/sms-outbox?phone=${phone}` });
    const list = res.json().data.list as { body: string }[];
    return /\b(\d{6})\b/.exec(list.at(-1)!.body)![1]!;
  };

  it('says which fields the site lets the member change (USD: the real name is fixed, the phone needs SMS)', async () => {
    const { fields } = (await call('/member/profile/rules')).body.data;
    const rule = (name: string) => fields.find((f: { name: string }) => f.name === name);
    expect(rule('member_email')).toMatchObject({ is_display: 1, is_required: 1, editable: 1, needs_verification: 0 });
    expect(rule('member_name')).toMatchObject({ is_display: 1, editable: 0 });
    expect(rule('member_phone')).toMatchObject({ editable: 1, needs_verification: 1 });
    expect(rule('member_wechat')).toMatchObject({ is_display: 0, editable: 0 });
  });

  it('changes the e-mail, tells the member’s pages, and the profile shows it', async () => {
    const told: unknown[] = [];
    const publish = t.app.realtime.publish;
    t.app.realtime.publish = ((channel: string, event: string, data: unknown) => {
      told.push({ channel, event, data });
      return publish.call(t.app.realtime, channel as never, event as never, data as never);
    }) as typeof publish;
    const res = await edit({ member_email: 'alex.new@demo.playdeck.example', member_telegram: 'alex_demo' });
    t.app.realtime.publish = publish;
    expect(res.body.code).toBe(100);
    expect(res.body.data.member_profile).toMatchObject({ member_email: 'alex.new@demo.playdeck.example' });
    expect(await profile()).toMatchObject({
      member_email: 'alex.new@demo.playdeck.example',
      member_telegram: 'alex_demo',
    });
    const id = (await profile()).id;
    expect(told).toContainEqual({ channel: `member.${id}`, event: 'profile.updated', data: {} });
  });

  it('refuses, changing nothing: a fixed field, a bad format, a used value, a required field emptied', async () => {
    const before = await profile();
    expect((await edit({ member_name: 'Someone Else' })).body.code).toBe(CODES.fieldNotEditable);
    const bad = await edit({ member_telegram: 'ok_handle', member_email: 'not-an-email' });
    expect(bad.body).toMatchObject({ code: CODES.fieldInvalid, data: { field: 'member_email' } });
    const used = await edit({ member_email: (await profile(other)).member_email.toUpperCase() });
    expect(used.body).toMatchObject({ code: CODES.fieldTaken, data: { field: 'member_email' } });
    expect((await edit({ member_email: '' })).body.code).toBe(CODES.fieldInvalid);
    expect((await edit({ member_wechat: 'wechat_id' })).body.code).toBe(CODES.fieldNotEditable);
    expect(await profile()).toEqual(before);
  });

  it('refuses markup, NUL bytes, huge strings, unknown fields and wrong types with a 400', async () => {
    const before = await profile();
    for (const body of [
      { member_telegram: '<b>x</b>' },
      { member_telegram: 'a\u0000b' },
      { member_telegram: 'x'.repeat(101) },
      { member_account: 'takeover' },
      { member_email: 42 },
      { phone_code: 'abc' },
    ]) {
      expect((await edit(body)).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await post(t.app, '/api/member/profile/edit', { member_telegram: 'x' })).status).toBe(401);
    expect(await profile()).toEqual(before);
  });

  describe('a new phone, where the site asks for SMS verification', () => {
    const phone = '0912555777';
    it('needs the code sent to the new phone, and a wrong code changes nothing', async () => {
      expect((await edit({ member_phone: phone })).body.code).toBe(CODES.phoneCodeRequired);
      expect((await call('/member/profile/phone_code', { member_phone: phone })).body.code).toBe(100);
      expect((await call('/member/profile/phone_code', { member_phone: phone })).body.code).toBe(CODES.smsTooSoon);
      const code = await smsCode(phone);
      const wrong = code === '000000' ? '111111' : '000000';
      expect((await edit({ member_phone: phone, phone_code: wrong })).body.code).toBe(CODES.phoneCodeWrong);
      expect((await profile()).member_phone).not.toBe(phone);
      expect((await edit({ member_phone: phone, phone_code: code })).body.code).toBe(100);
      expect((await profile()).member_phone).toBe(phone);
    });

    it('will not send a code to a phone another member has, nor to a malformed one', async () => {
      const taken = (await profile(other)).member_phone;
      expect((await call('/member/profile/phone_code', { member_phone: taken })).body.code).toBe(CODES.fieldTaken);
      expect((await call('/member/profile/phone_code', { member_phone: '12ab' })).body.code).toBe(CODES.fieldInvalid);
    });
  });

  it('keeps one value when twenty edits race', async () => {
    const values = Array.from({ length: 20 }, (_, i) => `racer_${i}`);
    const replies = await Promise.all(values.map((v) => edit({ member_telegram: v })));
    expect(replies.every((r) => r.body.code === 100)).toBe(true);
    expect(values).toContain((await profile()).member_telegram);
  });
});
