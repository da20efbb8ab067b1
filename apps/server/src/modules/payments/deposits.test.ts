import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAYMENT_CODES } from '@playdeck/contract';
import { conversionEvents, paymentCallbackProblems } from '../../db/schema/index.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import {
  call,
  ledgerRows,
  mainBalance,
  memberAuth,
  memberId,
  orderOf,
  PAYMENTS_TEST_CONFIG,
  payAtGateway,
  requestId,
  signedCallback,
  until,
} from '../../test/payment-helpers.js';

describeEachDb('online deposits through the sandbox gateway', (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let demo001: number;
  let onlineChannel: number;
  beforeAll(async () => {
    t = await createTestApp(kind, PAYMENTS_TEST_CONFIG);
    auth = await memberAuth(t.app);
    demo001 = await memberId(t.app, 'demo001');
    const channels = await call(t.app, '/arks/web/payment/channels', {}, auth);
    onlineChannel = channels.body.data.channels.find((c: { kind: string }) => c.kind === 'online').id;
  }, 120_000);
  afterAll(() => t.close());

  const deposit = (amount: string, id = requestId()) =>
    call(t.app, '/arks/web/payment/deposit', { channel_id: onlineChannel, amount, request_id: id }, auth);

  it('lists the member currency’s channels: the gateway with its quick amounts, and the bank with its account', async () => {
    const res = await call(t.app, '/arks/web/payment/channels', {}, auth);
    expect(res.body.data.currency).toBe('USD');
    const [online, bank] = res.body.data.channels;
    expect(online).toMatchObject({
      kind: 'online',
      min_amount: '10.00',
      quick_amounts: ['100.00', '500.00', '1000.00', '5000.00'],
    });
    expect(bank).toMatchObject({
      kind: 'bank',
      bank: { bank_name: 'JPMorgan Chase', account_no: '021000021-7788120' },
    });
    expect((await call(t.app, '/arks/web/payment/channels', {}, {})).status).toBe(401);
  });

  it('pays 100.00 on the hosted page: the callback credits it once, the page hears it, the record says paid', async () => {
    const heard: [string, string, unknown][] = [];
    const spy = vi.spyOn(t.app.realtime, 'publish').mockImplementation((c, e, d) => void heard.push([c, e, d]));
    const before = await mainBalance(t.app, demo001);
    const res = await deposit('100.00');
    expect(res.body.code).toBe(100);
    const { order_number: no, pay_url: payUrl } = res.body.data;
    expect(payUrl).toMatch(/^\/sandbox-gateway\/pay\//);
    expect((await orderOf(t.app, no)).status).toBe('pending');
    expect(await payAtGateway(t.app, payUrl)).toBe(200);
    await until(async () => (await orderOf(t.app, no)).status === 'paid');
    spy.mockRestore();
    expect(await mainBalance(t.app, demo001)).toBe(before + 100_00n);
    expect(await ledgerRows(t.app, no, 'deposit')).toBe(1);
    const success = heard.find(([, e]) => e === 'member_deposit.success');
    expect(success).toEqual([
      `member.${demo001}`,
      'member_deposit.success',
      { order_number: no, deposit_amount: '100.00', deposit_times: 1 },
    ]);
    expect(heard.some(([, e, d]) => e === 'member.cash' && (d as { cash: string }).cash === '1100.00')).toBe(true);
    const records = await call(t.app, '/arks/web/payment/records', { kind: 'deposit' }, auth);
    expect(records.body.data.list[0]).toMatchObject({ order_number: no, status: 'paid', amount: '100.00' });
  });

  it('a callback replayed 100 times, concurrently and out of order with stale notices, credits once', async () => {
    const res = await deposit('25.00');
    const no = res.body.data.order_number as string;
    const before = await mainBalance(t.app, demo001);
    const paid = {
      merchant_order_no: no,
      gateway_tx_id: `GT${no}`,
      status: 'paid',
      amount: '2500',
      currency: 'USD',
      paid_at: new Date().toISOString(),
      kind: 'deposit',
    };
    const same = signedCallback(paid);
    const deliveries = Array.from({ length: 100 }, (_, i) => {
      // The very same delivery, fresh retries of it, and stale "processing" notices, shuffled.
      if (i % 3 === 0) return same;
      if (i % 3 === 1) return signedCallback(paid);
      return signedCallback({ ...paid, status: 'processing', paid_at: null });
    }).sort(() => Math.random() - 0.5);
    const answers = await Promise.all(deliveries.map((d) => t.app.payments.receive(d.headers, d.raw)));
    expect(answers.every((a) => a.status === 200 && a.body === 'success')).toBe(true);
    expect(await mainBalance(t.app, demo001)).toBe(before + 25_00n);
    expect(await ledgerRows(t.app, no, 'deposit')).toBe(1);
    expect((await orderOf(t.app, no)).status).toBe('paid');
  });

  it('a wrong signature, amount or currency credits nothing and is filed for finance', async () => {
    const no = (await deposit('30.00')).body.data.order_number as string;
    const before = await mainBalance(t.app, demo001);
    const body = {
      merchant_order_no: no,
      gateway_tx_id: `GT${no}`,
      status: 'paid',
      amount: '3000',
      currency: 'USD',
      paid_at: null,
      kind: 'deposit',
    };
    const forged = signedCallback(body, { secret: 'someone-else' });
    const stale = signedCallback(body, { at: Date.now() - 3_600_000 });
    const cheap = signedCallback({ ...body, amount: '1' });
    const yen = signedCallback({ ...body, currency: 'JPY' });
    const tampered = signedCallback(body);
    const answers = await Promise.all([
      t.app.payments.receive(forged.headers, forged.raw),
      t.app.payments.receive(stale.headers, stale.raw),
      t.app.payments.receive(cheap.headers, cheap.raw),
      t.app.payments.receive(yen.headers, yen.raw),
      t.app.payments.receive(tampered.headers, tampered.raw.replace('3000', '3001')),
    ]);
    expect(answers.map((a) => a.status)).toEqual([401, 401, 400, 400, 401]);
    expect(await mainBalance(t.app, demo001)).toBe(before);
    expect((await orderOf(t.app, no)).status).toBe('pending');
    const problems = await t.app.database.db.select().from(paymentCallbackProblems);
    expect(problems.map((p) => p.problem)).toEqual(
      expect.arrayContaining(['bad_signature', 'stale', 'amount_mismatch', 'currency_mismatch']),
    );
  });

  it('sends the payer back to the site’s own domain, whatever Host the request names', async () => {
    const asked: string[] = [];
    const gateway = t.app.payments.gateway!;
    const spy = vi.spyOn(gateway, 'createOrder').mockImplementation(async (o) => {
      asked.push(o.returnUrl);
      return { kind: 'refused', reason: 'test' } as never;
    });
    const body = (amount: string) => ({ channel_id: onlineChannel, amount, request_id: requestId() });
    try {
      await call(t.app, '/arks/web/payment/deposit', body('20.00'), { ...auth, host: 'evil.example' });
      await call(t.app, '/arks/web/payment/deposit', body('21.00'), { ...auth, host: 'suncity.localhost:3000' });
    } finally {
      spy.mockRestore();
    }
    expect(asked).toEqual(['http://localhost/close?type=deposit', 'http://suncity.localhost:3000/close?type=deposit']);
  });

  it('a signed callback carrying a NUL is refused as malformed and filed, not thrown', async () => {
    const no = (await deposit('31.00')).body.data.order_number as string;
    const before = await mainBalance(t.app, demo001);
    const body = { gateway_tx_id: `GT${no}`, status: 'paid', amount: '3100', currency: 'USD', kind: 'deposit' };
    const escaped = signedCallback({ ...body, merchant_order_no: `${no}\u0000` });
    const inTx = signedCallback({ ...body, merchant_order_no: no, gateway_tx_id: 'GT\u0000' });
    const raw = signedCallback(`{"merchant_order_no":"${no}",\u0000"status":"paid"}`);
    const answers = await Promise.all([escaped, inTx, raw].map((d) => t.app.payments.receive(d.headers, d.raw)));
    expect(answers).toEqual(Array.from({ length: 3 }, () => ({ status: 400, body: 'malformed' })));
    expect(await mainBalance(t.app, demo001)).toBe(before);
    expect((await orderOf(t.app, no)).status).toBe('pending');
    const filed = await t.app.database.db
      .select()
      .from(paymentCallbackProblems)
      .where(eq(paymentCallbackProblems.problem, 'malformed'));
    expect(filed.filter((p) => p.body.includes(no))).toHaveLength(3);
    expect(filed.every((p) => !p.body.includes('\u0000'))).toBe(true);
  });

  it('one gateway transaction never pays two orders', async () => {
    const a = (await deposit('11.00')).body.data.order_number as string;
    const b = (await deposit('11.00')).body.data.order_number as string;
    const paid = (no: string) =>
      signedCallback({
        merchant_order_no: no,
        gateway_tx_id: 'GT-SHARED-1',
        status: 'paid',
        amount: '1100',
        currency: 'USD',
        paid_at: null,
        kind: 'deposit',
      });
    const first = paid(a);
    const second = paid(b);
    expect((await t.app.payments.receive(first.headers, first.raw)).status).toBe(200);
    expect((await t.app.payments.receive(second.headers, second.raw)).status).toBe(400);
    expect((await orderOf(t.app, b)).status).toBe('pending');
    expect(await ledgerRows(t.app, b)).toBe(0);
  });

  it('a lost callback: the reconciler asks the gateway and credits the paid order once', async () => {
    const faults = t.app.payments.faults!;
    faults.lostCallbackRate = 1;
    try {
      const res = await deposit('40.00');
      const no = res.body.data.order_number as string;
      await payAtGateway(t.app, res.body.data.pay_url);
      await new Promise((r) => setTimeout(r, 300));
      expect((await orderOf(t.app, no)).status).toBe('pending');
      const later = new Date(Date.now() + 60_000);
      await Promise.all([t.app.payments.reconcileDue(later), t.app.payments.reconcileDue(later)]);
      expect((await orderOf(t.app, no)).status).toBe('paid');
      expect(await ledgerRows(t.app, no, 'deposit')).toBe(1);
    } finally {
      faults.lostCallbackRate = 0;
    }
  });

  // Seconds by design: the deposit waits out PAYMENT_GATEWAY_TIMEOUT_MS (4 s, kept long for a loaded machine).
  it('an order the gateway applied but never answered stays pending, then the reconciler learns its state', async () => {
    const faults = t.app.payments.faults!;
    faults.timeoutAfterApplyRate = 1;
    faults.hangMs = 6_000;
    const id = requestId();
    let res;
    try {
      res = await deposit('12.00', id);
    } finally {
      faults.timeoutAfterApplyRate = 0;
    }
    expect(res.body.code).toBe(PAYMENT_CODES.gatewayUnavailable);
    const [row] = (await call(t.app, '/arks/web/payment/records', { kind: 'deposit', count: 1 }, auth)).body.data.list;
    const order = await orderOf(t.app, row.order_number);
    expect(order).toMatchObject({ status: 'pending', gatewayStatus: 'unknown' });
    // The member presses again: the same request asks the gateway again and gets the pay page.
    const again = await deposit('12.00', id);
    expect(again.body.data.order_number).toBe(order.orderNumber);
    await payAtGateway(t.app, again.body.data.pay_url, 'cancel');
    await until(async () => (await orderOf(t.app, order.orderNumber)).status === 'cancelled');
    expect(await ledgerRows(t.app, order.orderNumber)).toBe(0);
  });

  it('refuses amounts outside the channel, a closed channel and bad bodies, and changes nothing', async () => {
    const before = (await call(t.app, '/arks/web/payment/records', {}, auth)).body.data.total_count;
    expect((await deposit('5.00')).body).toMatchObject({
      code: PAYMENT_CODES.amountOutOfRange,
      data: { min_amount: '10.00' },
    });
    expect((await deposit('50001.00')).body.code).toBe(PAYMENT_CODES.amountOutOfRange);
    expect((await deposit('10.001')).status).toBe(400);
    const bad = [
      { channel_id: onlineChannel, amount: 100, request_id: requestId() },
      { channel_id: '1', amount: '100.00', request_id: requestId() },
      { channel_id: onlineChannel, amount: '100.00' },
      { channel_id: onlineChannel, amount: '1\u0000', request_id: requestId() },
      { channel_id: onlineChannel, amount: '9'.repeat(5000), request_id: requestId() },
      { channel_id: onlineChannel, amount: '100.00', request_id: requestId(), extra: 1 },
    ];
    for (const body of bad) expect((await call(t.app, '/arks/web/payment/deposit', body, auth)).status).toBe(400);
    // Another site's channel is not this member's.
    const other = await call(
      t.app,
      '/arks/web/payment/deposit',
      { channel_id: 999, amount: '100.00', request_id: requestId() },
      auth,
    );
    expect(other.body.code).toBe(PAYMENT_CODES.channelUnavailable);
    expect((await call(t.app, '/arks/web/payment/records', {}, auth)).body.data.total_count).toBe(before);
  });

  it('the same form sent 20 times at once makes one order', async () => {
    const id = requestId();
    const replies = await Promise.all(Array.from({ length: 20 }, () => deposit('15.00', id)));
    const numbers = new Set(replies.map((r) => r.body.data?.order_number));
    expect(numbers.size).toBe(1);
  });

  it('keeps each conversion event once per event id', async () => {
    const event = {
      eventName: 'Purchase',
      eventTime: Math.floor(Date.now() / 1000),
      eventID: 'D2026ABC',
      customData: { value: '100.00', currency: 'USD' },
    };
    const replies = await Promise.all(Array.from({ length: 10 }, () => call(t.app, '/fb_tracking', event, auth)));
    expect(replies.filter((r) => r.body.data.received === 1)).toHaveLength(1);
    const rows = await t.app.database.db
      .select()
      .from(conversionEvents)
      .where(eq(conversionEvents.eventId, 'D2026ABC'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.memberId).toBe(demo001);
    expect((await call(t.app, '/fb_tracking', { ...event, eventID: 'x y' }, {})).status).toBe(400);
  });
});
