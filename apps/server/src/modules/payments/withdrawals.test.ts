import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAYMENT_CODES } from '@playdeck/contract';
import { adjustmentThresholds } from '../../db/schema/index.js';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import { HELD_WALLET } from '../wallet/index.js';
import {
  call,
  ledgerRows,
  mainBalance,
  memberAuth,
  memberId,
  orderOf,
  PAYMENTS_TEST_CONFIG,
  requestId,
  until,
} from '../../test/payment-helpers.js';

const PIN = '1234';

describeEachDb('withdrawals', (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let demo001: number;
  let account: number;
  beforeAll(async () => {
    t = await createTestApp(kind, PAYMENTS_TEST_CONFIG);
    auth = await memberAuth(t.app);
    demo001 = await memberId(t.app, 'demo001');
    const added = await call(
      t.app,
      '/arks/web/member/bank_accounts/add',
      { kind: 'bank', bank_code: 'CHASE', account_no: '000123456789', holder_name: 'Demo One', withdraw_password: PIN },
      auth,
    );
    account = added.body.data.id;
    // Room for the concurrency test: many withdrawals a day, no wagering asked of the demo money.
    const finance = await signedIn(t.app, 'finance');
    const rule = await finance.call('PUT', '/api/admin/withdrawal-rules/1:USD', {
      min_amount: '10.00',
      max_amount: '5000.00',
      daily_count: 500,
      daily_amount: '100000.00',
      turnover_multiplier: 1,
    });
    expect(rule.status).toBe(200);
  }, 120_000);
  afterAll(() => t.close());

  const withdraw = (amount: string, over: Record<string, unknown> = {}, ip?: string) =>
    call(
      t.app,
      '/arks/web/payment/withdraw',
      { amount, account_id: account, withdraw_password: PIN, request_id: requestId(), ...over },
      auth,
      ip,
    );
  const held = async () => (await t.app.wallet.balances(1, demo001)).get(HELD_WALLET) ?? 0n;

  it('binds accounts masked, refuses twins and foreign banks, removes one', async () => {
    const list = await call(t.app, '/arks/web/member/bank_accounts', {}, auth);
    expect(list.body.data.list[0]).toMatchObject({
      bank_name: 'JPMorgan Chase',
      account_no: '•••• 6789',
      holder_name: 'Demo One',
    });
    expect(JSON.stringify(list.body)).not.toContain('000123456789');
    const twin = await call(
      t.app,
      '/arks/web/member/bank_accounts/add',
      { kind: 'bank', bank_code: 'CHASE', account_no: '000123456789', holder_name: 'Demo One', withdraw_password: PIN },
      auth,
    );
    expect(twin.body.code).toBe(PAYMENT_CODES.accountDuplicate);
    const foreign = await call(
      t.app,
      '/arks/web/member/bank_accounts/add',
      { kind: 'bank', bank_code: 'ICBC', account_no: '1234567', holder_name: 'X', withdraw_password: PIN },
      auth,
    );
    expect(foreign.status).toBe(400);
    const extra = await call(
      t.app,
      '/arks/web/member/bank_accounts/add',
      { kind: 'ewallet', bank_code: 'PAYPAL', account_no: 'PP-7788', holder_name: 'Demo One', withdraw_password: PIN },
      auth,
    );
    expect(
      (await call(t.app, '/arks/web/member/bank_accounts/delete', { id: extra.body.data.id }, auth)).body.data.deleted,
    ).toBe(1);
    // Where money goes is added only with the withdraw password: none is a 400 naming it, a wrong one adds nothing.
    const paypal = { kind: 'ewallet', bank_code: 'PAYPAL', account_no: 'PP-9911', holder_name: 'Demo One' };
    const without = await call(t.app, '/arks/web/member/bank_accounts/add', paypal, auth);
    expect([without.status, without.body.data?.field]).toEqual([400, 'withdraw_password']);
    const wrong = await call(
      t.app,
      '/arks/web/member/bank_accounts/add',
      { ...paypal, withdraw_password: '0000' },
      auth,
    );
    expect(wrong.body.code).toBe(PAYMENT_CODES.withdrawPasswordWrong);
    const listed = (await call(t.app, '/arks/web/member/bank_accounts', {}, auth)).body.data.list;
    expect(listed.some((a: { account_no: string }) => a.account_no.endsWith('9911'))).toBe(false);
    // Another member cannot remove mine.
    const other = await memberAuth(t.app, 'demo002');
    expect((await call(t.app, '/arks/web/member/bank_accounts/delete', { id: account }, other)).body.data.deleted).toBe(
      0,
    );
  });

  it('sets and changes the withdraw password; a wrong one moves nothing', async () => {
    const other = await memberAuth(t.app, 'player001');
    expect((await call(t.app, '/member/profile/withdraw_password', { withdraw_password: '12a4' }, other)).status).toBe(
      400,
    );
    const changed = await call(t.app, '/member/profile/withdraw_password', { withdraw_password: '5678' }, auth);
    expect(changed.body.code).toBe(PAYMENT_CODES.withdrawPasswordWrong);
    expect(
      (
        await call(
          t.app,
          '/member/profile/withdraw_password',
          { old_withdraw_password: PIN, withdraw_password: PIN },
          auth,
        )
      ).body.code,
    ).toBe(100);
    const before = await mainBalance(t.app, demo001);
    expect((await withdraw('20.00', { withdraw_password: '0000' })).body.code).toBe(
      PAYMENT_CODES.withdrawPasswordWrong,
    );
    expect(await mainBalance(t.app, demo001)).toBe(before);
  });

  it('50 withdrawals at once never hold more than the balance, and the books balance', async () => {
    const before = await mainBalance(t.app, demo001);
    const heldBefore = await held();
    const each = before / 20n; // 50 asks for 2.5 times what there is
    const amount = `${each / 100n}.${String(each % 100n).padStart(2, '0')}`;
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => withdraw(amount, {}, `10.66.0.${i + 1}`)));
    const ok = replies.filter((r) => r.body.code === 100).length;
    const refused = replies.filter((r) => r.body.code === PAYMENT_CODES.insufficientBalance).length;
    expect(ok + refused).toBe(50);
    expect(ok).toBe(20);
    expect(await mainBalance(t.app, demo001)).toBe(before - each * 20n);
    expect(await held()).toBe(heldBefore + each * 20n);
    expect(await t.app.wallet.mismatches()).toEqual([]);
    // Give it back for the tests after this one: the member cancels every one of them.
    for (const r of replies.filter((x) => x.body.code === 100)) {
      expect(
        (await call(t.app, '/arks/web/payment/withdraw/cancel', { order_number: r.body.data.order_number }, auth)).body
          .data.status,
      ).toBe('cancelled');
    }
    expect(await mainBalance(t.app, demo001)).toBe(before);
    expect(await held()).toBe(heldBefore);
  }, 60_000);

  it('finance approves one: it is paid out through the gateway and leaves the held wallet once', async () => {
    const before = await mainBalance(t.app, demo001);
    const res = await withdraw('50.00');
    const no = res.body.data.order_number as string;
    expect(await mainBalance(t.app, demo001)).toBe(before - 50_00n);
    const finance = await signedIn(t.app, 'finance');
    const order = await orderOf(t.app, no);
    const support = await signedIn(t.app, 'support');
    expect((await support.call('POST', `/api/admin/payment-orders/${order.id}/approve`, {})).status).toBe(403);
    const approved = await finance.call('POST', `/api/admin/payment-orders/${order.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect((await finance.call('POST', `/api/admin/payment-orders/${order.id}/approve`, {})).status).toBe(409);
    await until(async () => (await orderOf(t.app, no)).status === 'paid');
    expect(await ledgerRows(t.app, no, 'withdrawal')).toBe(1);
    expect(await mainBalance(t.app, demo001)).toBe(before - 50_00n);
    const shown = await finance.call('GET', `/api/admin/payment-orders/${order.id}`);
    expect(shown.body.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'paying', 'paid']);
  });

  it('above the four-eyes threshold a withdrawal takes a second operator before the gateway hears of it', async () => {
    const threshold = t.app.database.db.insert(adjustmentThresholds);
    await threshold.values({ siteId: 1, currency: 'USD', threshold: 40_00n });
    try {
      const no = (await withdraw('50.00')).body.data.order_number as string;
      const order = await orderOf(t.app, no);
      const finance = await signedIn(t.app, 'finance');
      const owner = await signedIn(t.app, 'owner');
      const approve = (who: typeof finance) => who.call('POST', `/api/admin/payment-orders/${order.id}/approve`, {});
      expect((await approve(finance)).body).toMatchObject({ status: 'pending', first_approved_by: 'finance' });
      expect((await approve(finance)).status).toBe(403);
      expect((await orderOf(t.app, no)).gateway).toBe('');
      expect((await approve(owner)).status).toBe(200);
      await until(async () => (await orderOf(t.app, no)).status === 'paid');
      expect(await ledgerRows(t.app, no, 'withdrawal')).toBe(1);
    } finally {
      await t.app.database.db.delete(adjustmentThresholds).where(eq(adjustmentThresholds.siteId, 1));
    }
  });

  it('a rejection releases the hold and tells the member why', async () => {
    const before = await mainBalance(t.app, demo001);
    const no = (await withdraw('30.00')).body.data.order_number as string;
    const finance = await signedIn(t.app, 'finance');
    const id = (await orderOf(t.app, no)).id;
    expect((await finance.call('POST', `/api/admin/payment-orders/${id}/reject`, {})).status).toBe(400);
    expect(
      (await finance.call('POST', `/api/admin/payment-orders/${id}/reject`, { note: 'name does not match' })).status,
    ).toBe(200);
    expect(await mainBalance(t.app, demo001)).toBe(before);
    const record = await call(t.app, '/arks/web/payment/record', { order_number: no }, auth);
    expect(record.body.data).toMatchObject({ status: 'rejected', note: 'name does not match' });
    // Someone else's order is not theirs to read or cancel.
    const other = await memberAuth(t.app, 'demo002');
    expect((await call(t.app, '/arks/web/payment/record', { order_number: no }, other)).body.code).toBe(
      PAYMENT_CODES.orderNotFound,
    );
    expect((await call(t.app, '/arks/web/payment/withdraw/cancel', { order_number: no }, other)).body.code).toBe(
      PAYMENT_CODES.orderNotFound,
    );
  });

  it('a payout the bank refuses fails and the money goes back', async () => {
    const faults = t.app.payments.faults!;
    faults.payoutFailRate = 1;
    try {
      const before = await mainBalance(t.app, demo001);
      const no = (await withdraw('15.00')).body.data.order_number as string;
      const finance = await signedIn(t.app, 'finance');
      await finance.call('POST', `/api/admin/payment-orders/${(await orderOf(t.app, no)).id}/approve`, {});
      await until(async () => (await orderOf(t.app, no)).status === 'failed');
      expect(await mainBalance(t.app, demo001)).toBe(before);
      expect(await ledgerRows(t.app, no, 'withdrawal')).toBe(0);
    } finally {
      faults.payoutFailRate = 0;
    }
  });

  // Seconds by design: the approval waits out PAYMENT_GATEWAY_TIMEOUT_MS (4 s, kept long for a loaded machine).
  it('a payout whose answer never came is paid exactly once by the reconciler', async () => {
    const faults = t.app.payments.faults!;
    const no = (await withdraw('12.00')).body.data.order_number as string;
    const finance = await signedIn(t.app, 'finance');
    faults.timeoutAfterApplyRate = 1;
    faults.hangMs = 6_000;
    faults.lostCallbackRate = 1;
    try {
      await finance.call('POST', `/api/admin/payment-orders/${(await orderOf(t.app, no)).id}/approve`, {});
    } finally {
      faults.timeoutAfterApplyRate = 0;
    }
    try {
      expect(await orderOf(t.app, no)).toMatchObject({ status: 'paying', gatewayStatus: 'unknown' });
      const later = new Date(Date.now() + 3_600_000);
      await until(async () => {
        await Promise.all([t.app.payments.reconcileDue(later), t.app.payments.reconcileDue(later)]);
        return (await orderOf(t.app, no)).status === 'paid';
      });
      expect(await ledgerRows(t.app, no, 'withdrawal')).toBe(1);
    } finally {
      faults.lostCallbackRate = 0;
    }
  });

  it('turnover: a deposit must be wagered before money leaves, and the member sees what is left', async () => {
    const finance = await signedIn(t.app, 'finance');
    const bank = (await call(t.app, '/arks/web/payment/channels', {}, auth)).body.data.channels.find(
      (c: { kind: string }) => c.kind === 'bank',
    );
    const dep = await call(
      t.app,
      '/arks/web/payment/deposit/bank',
      {
        channel_id: bank.id,
        amount: '100.00',
        sender_name: 'Demo One',
        transferred_at: new Date().toISOString(),
        request_id: requestId(),
      },
      auth,
    );
    expect(dep.body.data.status).toBe('pending');
    await finance.call(
      'POST',
      `/api/admin/payment-orders/${(await orderOf(t.app, dep.body.data.order_number)).id}/approve`,
      {},
    );
    expect((await call(t.app, '/arks/web/payment/withdraw/info', {}, auth)).body.data.turnover_left).toBe('100.00');
    expect((await withdraw('20.00')).body).toMatchObject({
      code: PAYMENT_CODES.turnoverNotMet,
      data: { turnover_left: '100.00' },
    });
  });
});

it.runIf(process.env.DATABASE_URL)(
  'a node killed between "paying" and the gateway call: another node pays it once',
  async () => {
    const first = await createTestApp('postgres', PAYMENTS_TEST_CONFIG);
    const auth = await memberAuth(first.app);
    const acct = await call(
      first.app,
      '/arks/web/member/bank_accounts/add',
      { kind: 'bank', bank_code: 'BOFA', account_no: '55554444', holder_name: 'Demo One', withdraw_password: PIN },
      auth,
    );
    const res = await call(
      first.app,
      '/arks/web/payment/withdraw',
      { amount: '25.00', account_id: acct.body.data.id, withdraw_password: PIN, request_id: requestId() },
      auth,
    );
    const no = res.body.data.order_number as string;
    // The gateway is down as finance approves: `paying` is committed, the payout never reached it, and
    // the node goes away before anything else happens.
    first.app.payments.faults!.errorRate = 1;
    const finance = await signedIn(first.app, 'finance');
    await finance.call('POST', `/api/admin/payment-orders/${(await orderOf(first.app, no)).id}/approve`, {});
    expect((await orderOf(first.app, no)).status).toBe('paying');
    await first.app.close();
    const second = await buildApp(
      testConfig({
        ...PAYMENTS_TEST_CONFIG,
        DATA_DIR: 'memory://',
        WEB_DIST: '/nonexistent',
        DATABASE_URL: first.databaseUrl!,
      }),
    );
    await second.ready();
    try {
      const later = new Date(Date.now() + 3_600_000);
      await until(async () => {
        await second.payments.reconcileDue(later);
        return (await orderOf(second, no)).status === 'paid';
      });
      await second.payments.reconcileDue(later);
      expect(await ledgerRows(second, no, 'withdrawal')).toBe(1);
      expect(await second.wallet.mismatches()).toEqual([]);
    } finally {
      await second.close();
      await first.close().catch(() => undefined);
    }
  },
  60_000,
);
