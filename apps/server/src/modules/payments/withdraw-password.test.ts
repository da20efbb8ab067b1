import { afterAll, beforeAll, expect, it } from 'vitest';
import { EDIT_PASSWORD_CODES, PAYMENT_CODES } from '@playdeck/contract';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import { call, memberAuth, memberId, PAYMENTS_TEST_CONFIG } from '../../test/payment-helpers.js';

const PIN = '1234';
const SET = '/member/profile/withdraw_password';

describeEachDb('the withdraw password under guessing', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, PAYMENTS_TEST_CONFIG);
  }, 120_000);
  afterAll(() => t.close());

  /** Changes the password to itself: the old one is checked as a withdrawal checks it. */
  const confirm = (auth: Record<string, string>, pin: string, ip?: string) =>
    call(t.app, SET, { old_withdraw_password: pin, withdraw_password: PIN }, auth, ip);

  it('50 parallel right answers from one address all pass: failures are counted, not attempts', async () => {
    const auth = await memberAuth(t.app, 'demo002');
    const replies = await Promise.all(Array.from({ length: 50 }, () => confirm(auth, PIN, '10.77.0.1')));
    expect(replies.map((r) => r.body.code)).toEqual(Array.from({ length: 50 }, () => 100));
  });

  it('80 parallel guesses from 80 addresses: ten are counted, the rest and the right one are refused', async () => {
    const auth = await memberAuth(t.app, 'demo001');
    const other = await memberAuth(t.app, 'demo002');
    const guesses = Array.from({ length: 80 }, (_, i) => String(5000 + i));
    const replies = await Promise.all(guesses.map((pin, i) => confirm(auth, pin, `10.78.${i >> 8}.${i & 255}`)));
    const codes = replies.map((r) => r.body.code as number);
    expect(codes.filter((c) => c === PAYMENT_CODES.withdrawPasswordWrong)).toHaveLength(9);
    expect(codes.filter((c) => c === PAYMENT_CODES.withdrawPasswordLocked)).toHaveLength(71);
    const right = await confirm(auth, PIN);
    expect(right.body.code).toBe(PAYMENT_CODES.withdrawPasswordLocked);
    expect(right.body.message).toMatch(/locked/);
    // A withdrawal is refused the same way; another member is untouched.
    const withdraw = await call(
      t.app,
      '/arks/web/payment/withdraw',
      { amount: '10.00', account_id: 1, withdraw_password: PIN, request_id: `req-${Date.now()}` },
      auth,
    );
    expect(withdraw.body.code).toBe(PAYMENT_CODES.withdrawPasswordLocked);
    expect((await confirm(other, PIN)).body.code).toBe(100);

    // Support lifts it from the console (the member's unlock action).
    const support = await signedIn(t.app, 'support');
    const id = await memberId(t.app, 'demo001');
    expect((await support.call('POST', `/api/admin/members/${id}/unlock`, { reason: 'called in' })).status).toBe(204);
    expect((await confirm(auth, PIN)).body.code).toBe(100);
  });

  it('the member lifts the lock by setting a new one with the login password', async () => {
    const auth = await memberAuth(t.app, 'agent001');
    for (let i = 0; i < 10; i++) await confirm(auth, String(9000 + i));
    expect((await confirm(auth, PIN)).body.code).toBe(PAYMENT_CODES.withdrawPasswordLocked);
    const wrong = await call(t.app, SET, { login_password: 'Nope12345', withdraw_password: '4321' }, auth);
    expect(wrong.body.code).toBe(EDIT_PASSWORD_CODES.oldPasswordWrong);
    expect((await confirm(auth, PIN)).body.code).toBe(PAYMENT_CODES.withdrawPasswordLocked);
    const fresh = await call(t.app, SET, { login_password: 'Demo1234', withdraw_password: '4321' }, auth);
    expect(fresh.body.code).toBe(100);
    expect((await confirm(auth, PIN)).body.code).toBe(PAYMENT_CODES.withdrawPasswordWrong);
    expect((await call(t.app, SET, { old_withdraw_password: '4321', withdraw_password: PIN }, auth)).body.code).toBe(
      100,
    );
  });
});
