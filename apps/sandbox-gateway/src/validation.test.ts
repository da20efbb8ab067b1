import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestGateway } from './test-helpers.js';
import { describeEachDb, startGateway } from './test-helpers.js';

const order = {
  merchant_order_no: 'val-0001',
  amount: 1000,
  currency: 'USD',
  notify_url: 'https://site.example/notify',
  return_url: 'https://site.example/back',
  site_id: 1,
};
const payout = {
  merchant_payout_no: 'val-p-0001',
  amount: 1000,
  currency: 'USD',
  account: { bank_code: 'BANK01', account_no: '12345678', holder_name: 'Ann Lee' },
  notify_url: 'https://site.example/notify',
  site_id: 1,
};
const huge = 'a'.repeat(10_000);

/** Each case: a change to a valid body, and the field the 400 must name. */
const orderCases: [string, object, string][] = [
  ['missing number', { merchant_order_no: undefined }, 'merchant_order_no'],
  ['NUL in number', { merchant_order_no: 'val\u0000x' }, 'merchant_order_no'],
  ['huge number', { merchant_order_no: huge }, 'merchant_order_no'],
  ['number of wrong type', { merchant_order_no: 42 }, 'merchant_order_no'],
  ['negative amount', { amount: -5 }, 'amount'],
  ['zero amount', { amount: 0 }, 'amount'],
  ['float amount', { amount: 10.5 }, 'amount'],
  ['decimal string amount', { amount: '10.50' }, 'amount'],
  ['negative string amount', { amount: '-5' }, 'amount'],
  ['unsafe integer amount', { amount: 2 ** 60 }, 'amount'],
  ['huge amount', { amount: '9'.repeat(10_000) }, 'amount'],
  ['boolean amount', { amount: true }, 'amount'],
  ['lower-case currency', { currency: 'usd' }, 'currency'],
  ['unsupported currency', { currency: 'XAU' }, 'currency'],
  ['NUL in currency', { currency: 'US\u0000' }, 'currency'],
  ['script url', { notify_url: 'javascript:alert(1)' }, 'notify_url'],
  ['url with credentials', { notify_url: 'https://u:p@site.example/n' }, 'notify_url'],
  ['huge url', { return_url: `https://site.example/${huge}` }, 'return_url'],
  ['NUL in url', { return_url: 'https://site.example/\u0000' }, 'return_url'],
  ['string site', { site_id: '1' }, 'site_id'],
  ['missing site', { site_id: undefined }, 'site_id'],
];
const payoutCases: [string, object, string][] = [
  ['NUL in holder', { account: { ...payout.account, holder_name: 'Ann\u0000' } }, 'account.holder_name'],
  ['huge holder', { account: { ...payout.account, holder_name: huge } }, 'account.holder_name'],
  ['blank holder', { account: { ...payout.account, holder_name: '  ' } }, 'account.holder_name'],
  ['missing account number', { account: { holder_name: 'Ann Lee' } }, 'account.account_no'],
  ['bad bank code', { account: { ...payout.account, bank_code: 'B\u0000' } }, 'account.bank_code'],
  ['missing account', { account: undefined }, 'account'],
  ['float amount', { amount: 0.5 }, 'amount'],
  ['huge payout number', { merchant_payout_no: huge }, 'merchant_payout_no'],
];

describeEachDb('gateway input', (kind) => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => gw?.close());

  it('refuses a wrong or missing merchant key with 401, before reading anything', async () => {
    expect((await gw.merchant('POST', '/api/orders', order, 'wrong-key')).statusCode).toBe(401);
    expect((await gw.merchant('GET', '/api/orders/val-0001', undefined, '')).statusCode).toBe(401);
    const none = await gw.app.inject({ method: 'POST', url: '/m/api/payouts', payload: payout });
    expect(none.statusCode).toBe(401);
    expect(await gw.counts()).toEqual({ orders: 0, payouts: 0, deliveries: 0 });
  });

  it('answers 400 naming the field for every bad order body, and stores nothing', async () => {
    for (const [name, change, field] of orderCases) {
      const res = await gw.merchant('POST', '/api/orders', { ...order, ...change });
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ error: 'bad_request', field });
      expect(res.body.length, name).toBeLessThan(300);
    }
    for (const raw of ['{"merchant_order_no":', 'null', '[]', '"x"']) {
      expect((await gw.merchant('POST', '/api/orders', raw)).statusCode, raw).toBe(400);
    }
    expect(await gw.counts()).toEqual({ orders: 0, payouts: 0, deliveries: 0 });
  });

  it('answers 400 for every bad payout body, and stores nothing', async () => {
    for (const [name, change, field] of payoutCases) {
      const res = await gw.merchant('POST', '/api/payouts', { ...payout, ...change });
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ field });
    }
    expect(await gw.counts()).toEqual({ orders: 0, payouts: 0, deliveries: 0 });
  });

  it('refuses bad query numbers with 400 and unknown ones with 404', async () => {
    expect((await gw.merchant('GET', '/api/orders/a%00b')).statusCode).toBe(400);
    expect((await gw.merchant('GET', '/api/payouts/a%20b')).statusCode).toBe(400);
    expect((await gw.merchant('GET', `/api/orders/${'x'.repeat(65)}`)).statusCode).toBe(400);
    expect((await gw.merchant('GET', '/api/orders/val-none')).statusCode).toBe(404);
  });

  it('still takes a valid body (the cases above were refused for their one fault)', async () => {
    expect((await gw.merchant('POST', '/api/orders', order)).statusCode).toBe(200);
    expect((await gw.merchant('POST', '/api/payouts', payout)).statusCode).toBe(200);
    expect(
      (
        await gw.merchant('POST', '/api/orders', {
          ...order,
          merchant_order_no: 'val-big',
          amount: '900000000000000000',
        })
      ).statusCode,
    ).toBe(200);
  });
});
