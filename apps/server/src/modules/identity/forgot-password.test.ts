import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { smsCodes } from '../../db/schema/index.js';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { IDENTITY_TEST_CONFIG, login } from '../../test/identity-helpers.js';

const PHONE = '0912000001'; // demo001

describeEachDb('forgotten password by SMS', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...IDENTITY_TEST_CONFIG, SMS_OUTBOX_READABLE: 'true' });
  });
  afterAll(() => t.close());

  const outbox = async (phone: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/test/sms-outbox?phone=${phone}` })).json().data.list as {
      body: string;
    }[];
  const sendSms = (account: string, member_phone: string) =>
    post(t.app, '/api/forgot_password/sms', { account, member_phone });
  const reset = (code: string, password = 'Renew1234', check_password = password) =>
    post(t.app, '/api/forgot_password/reset', {
      account: 'demo001',
      member_phone: PHONE,
      code,
      password,
      check_password,
    });

  it('sends a code to the phone on the account, once per five minutes, and the code sets a new password', async () => {
    expect((await sendSms('demo001', '0912-000-001')).body.code).toBe(100);
    const [message] = await outbox(PHONE);
    const code = /\b(\d{6})\b/.exec(message!.body)![1]!;
    expect((await sendSms('demo001', PHONE)).body.code).toBe(102);
    expect((await reset(code, 'short')).body.code).toBe(102);
    expect((await reset(code, 'Renew1234', 'Renew12345')).body.code).toBe(103);
    expect((await reset(code === '000000' ? '111111' : '000000')).body.code).toBe(101);
    expect((await reset(code)).body.code).toBe(100);
    expect((await reset(code)).body.code).toBe(101);
    expect((await login(t.app, { password: 'Renew1234' })).body.code).toBe(100);
  });

  it('answers alike for a phone that is not the account’s, and sends nothing', async () => {
    expect((await sendSms('demo002', '0999999999')).body.code).toBe(100);
    expect((await sendSms('nobody', '0999999998')).body.code).toBe(100);
    expect(await outbox('0999999999')).toEqual([]);
    expect((await sendSms('demo002', '')).body.code).toBe(201);
    expect((await sendSms('demo002', '12')).body.code).toBe(99);
  });

  it('burns a code after five wrong tries', async () => {
    expect((await sendSms('agent001', '0912000003')).body.code).toBe(100);
    const code = /\b(\d{6})\b/.exec((await outbox('0912000003'))[0]!.body)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (c: string) =>
      post(t.app, '/api/forgot_password/reset', {
        account: 'agent001',
        member_phone: '0912000003',
        code: c,
        password: 'Agent1234',
        check_password: 'Agent1234',
      });
    for (let i = 0; i < 5; i++) expect((await attempt(wrong)).body.code).toBe(101);
    expect((await attempt(code)).body.code).toBe(101);
  });

  it('compares at most five of 60 parallel guesses from 60 addresses', async () => {
    expect((await sendSms('newpass001', '0912000004')).body.code).toBe(100);
    const code = /\b(\d{6})\b/.exec((await outbox('0912000004'))[0]!.body)![1]!;
    const guesses = Array.from({ length: 60 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const replies = await Promise.all(
      guesses.map((guess, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/forgot_password/reset',
          remoteAddress: `10.60.0.${i + 1}`,
          payload: {
            account: 'newpass001',
            member_phone: '0912000004',
            code: guess,
            password: 'Play12345',
            check_password: 'Play12345',
          },
        }),
      ),
    );
    expect(replies.map((r) => r.json().code)).toEqual(guesses.map(() => 101));
    const rows = await t.app.database.db.select().from(smsCodes).where(eq(smsCodes.phone, '0912000004'));
    expect(rows.map((r) => r.attempts)).toEqual([5]);
    // The right code is no use after that: the five tries are spent.
    const right = await post(t.app, '/api/forgot_password/reset', {
      account: 'newpass001',
      member_phone: '0912000004',
      code,
      password: 'Play12345',
      check_password: 'Play12345',
    });
    expect(right.body.code).toBe(101);
  });
});

describeEachDb('forgotten password when the gateway fails', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SMS_SANDBOX_FAILURE_RATE: '1' });
  });
  afterAll(() => t.close());

  it('answers 104 and lets the member ask again at once', async () => {
    const send = () => post(t.app, '/api/forgot_password/sms', { account: 'demo001', member_phone: PHONE });
    expect((await send()).body.code).toBe(104);
    expect((await send()).body.code).toBe(104);
    expect((await t.app.inject({ method: 'GET', url: '/api/test/sms-outbox?phone=1' })).statusCode).toBe(404);
  });
});
