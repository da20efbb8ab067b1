import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { NO_GATEWAY_FAULTS } from './faults.js';
import type { Delivered, TestGateway } from './test-helpers.js';
import { describeEachDb, SECRET, startGateway } from './test-helpers.js';

/** The merchant's side: what the site's own verifier will do. */
function verified(call: Delivered): boolean {
  const { 'x-gateway-timestamp': ts, 'x-gateway-nonce': nonce, 'x-gateway-signature': sig } = call.headers;
  if (!ts || !nonce || !sig) return false;
  const expected = createHmac('sha256', SECRET).update(`${ts}.${nonce}.${call.rawBody}`).digest();
  const given = Buffer.from(sig, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describeEachDb('gateway callbacks', (kind) => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway(kind, { maxAttempts: 4 });
  });
  afterAll(async () => gw?.close());
  beforeEach(() => {
    Object.assign(gw.faults, NO_GATEWAY_FAULTS);
    gw.gateway.answer = () => ({ status: 200, body: 'success' });
  });

  /** An order the payer paid; its callback is queued, not yet sent. */
  async function paidOrder(no: string, amount = 4_200) {
    const { pay_url } = (await gw.order(no, amount)).json();
    expect((await gw.page('POST', pay_url, 'pay')).statusCode).toBe(200);
  }

  it('delivers a signed callback with the order outcome, once', async () => {
    await paidOrder('cb-signed');
    await gw.run();
    const [call, ...more] = gw.callsFor('cb-signed');
    expect(more).toHaveLength(0);
    expect(call!.url).toBe('https://site.example/api/payments/notify');
    expect(verified(call!)).toBe(true);
    expect(verified({ ...call!, rawBody: call!.rawBody.replace('4200', '4201') })).toBe(false);
    expect(Math.abs(Number(call!.headers['x-gateway-timestamp']) - Date.now() / 1000)).toBeLessThan(600);
    const query = (await gw.merchant('GET', '/api/orders/cb-signed')).json();
    expect(call!.body).toEqual({
      merchant_order_no: 'cb-signed',
      gateway_tx_id: query.gateway_tx_id,
      status: 'paid',
      amount: '4200',
      currency: 'USD',
      paid_at: query.paid_at,
      kind: 'deposit',
    });
    await gw.run(3_600_000);
    expect(gw.callsFor('cb-signed')).toHaveLength(1);
    expect((await gw.deliveries('cb-signed'))[0]).toMatchObject({ state: 'delivered', attempts: 1, lastStatus: 200 });
  });

  it('retries on 500 and on any body but `success`, with fresh nonces, and stops at `success`', async () => {
    await paidOrder('cb-retry');
    const answers = [
      { status: 500, body: 'error' },
      { status: 200, body: 'ok' },
      { status: 200, body: 'success\n' },
      { status: 200, body: 'success' },
    ];
    gw.gateway.answer = () => answers.shift() ?? { status: 200, body: 'success' };
    await gw.run();
    expect(gw.callsFor('cb-retry')).toHaveLength(1);
    await gw.run(); // the retry waits its backoff: nothing is due yet
    expect(gw.callsFor('cb-retry')).toHaveLength(1);
    expect((await gw.deliveries('cb-retry'))[0]).toMatchObject({ state: 'pending', attempts: 1, lastStatus: 500 });
    for (let i = 0; i < 5; i++) await gw.run(3_600_000);
    const calls = gw.callsFor('cb-retry');
    expect(calls).toHaveLength(4);
    expect(new Set(calls.map((c) => c.rawBody)).size).toBe(1);
    expect(new Set(calls.map((c) => c.headers['x-gateway-nonce'])).size).toBe(4);
    expect(calls.every(verified)).toBe(true);
    expect((await gw.deliveries('cb-retry'))[0]).toMatchObject({ state: 'delivered', attempts: 4 });
  });

  it('gives up after the last attempt, visibly, and the query still tells the truth', async () => {
    await paidOrder('cb-giveup');
    gw.gateway.answer = () => {
      throw new Error('connect ECONNREFUSED');
    };
    for (let i = 0; i < 6; i++) await gw.run(3_600_000);
    expect(gw.callsFor('cb-giveup')).toHaveLength(4);
    expect((await gw.deliveries('cb-giveup'))[0]).toMatchObject({
      state: 'failed',
      attempts: 4,
      lastError: 'connect ECONNREFUSED',
    });
    expect((await gw.merchant('GET', '/api/orders/cb-giveup')).json().status).toBe('paid');
  });

  it('sends duplicates when the duplicate fault strikes', async () => {
    gw.faults.duplicateCallbackRate = 1;
    await paidOrder('cb-dup');
    await gw.run();
    const calls = gw.callsFor('cb-dup');
    expect(calls).toHaveLength(2);
    expect(calls[0]!.rawBody).toBe(calls[1]!.rawBody);
    expect(calls.every(verified)).toBe(true);
  });

  it('sends late when the late fault strikes', async () => {
    gw.faults.lateCallbackMs = [60_000, 60_000];
    await paidOrder('cb-late');
    await gw.run();
    expect(gw.callsFor('cb-late')).toHaveLength(0);
    await gw.run(61_000);
    expect(gw.callsFor('cb-late').map((c) => c.body.status)).toEqual(['paid']);
  });

  it('sends a stale "processing" after "paid" when the out-of-order fault strikes', async () => {
    gw.faults.outOfOrderCallbackRate = 1;
    await paidOrder('cb-order');
    await gw.run();
    const calls = gw.callsFor('cb-order');
    expect(calls.map((c) => c.body.status)).toEqual(['paid', 'processing']);
    expect(calls[1]!.body.paid_at).toBeNull();
  });

  it('never calls when the lost fault strikes; only the query tells', async () => {
    gw.faults.lostCallbackRate = 1;
    await paidOrder('cb-lost');
    await gw.run(3_600_000);
    expect(gw.callsFor('cb-lost')).toHaveLength(0);
    expect((await gw.deliveries('cb-lost')).map((d) => d.state)).toEqual(['dropped']);
    expect((await gw.merchant('GET', '/api/orders/cb-lost')).json()).toMatchObject({
      status: 'paid',
      paid_amount: '4200',
    });
  });

  it('calls back a cancellation too', async () => {
    const { pay_url } = (await gw.order('cb-cancel', 100)).json();
    await gw.page('POST', pay_url, 'cancel');
    await gw.run();
    expect(gw.callsFor('cb-cancel').map((c) => [c.body.status, c.body.gateway_tx_id])).toEqual([['cancelled', null]]);
  });
});
