import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sleep } from './faults.js';
import { gwOrders } from './schema.js';
import type { TestGateway } from './test-helpers.js';
import { describeEachDb, PAGES, startGateway } from './test-helpers.js';

describeEachDb('gateway orders', (kind) => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => gw?.close());

  it('creates an order with a signed pay link and answers the same body with the same order', async () => {
    const first = await gw.order('dep-0001', 12_345);
    expect(first.statusCode).toBe(200);
    const created = first.json();
    expect(created).toMatchObject({ status: 'created', gateway_order_id: expect.stringMatching(/^GO[0-9A-F]{20}$/) });
    expect(created.pay_url).toMatch(new RegExp(`^${PAGES}/pay/GO[0-9A-F]{20}\\.[0-9a-z]+\\.[\\w-]{43}$`));
    const again = await gw.order('dep-0001', 12_345);
    expect(again.json().gateway_order_id).toBe(created.gateway_order_id);
    expect((await gw.order('dep-0001', '12345')).json().gateway_order_id).toBe(created.gateway_order_id);

    const query = await gw.merchant('GET', '/api/orders/dep-0001');
    expect(query.json()).toMatchObject({
      status: 'created',
      amount: '12345',
      paid_amount: '0',
      currency: 'USD',
      gateway_tx_id: null,
      paid_at: null,
    });
    expect((await gw.merchant('GET', '/api/orders/never-made')).statusCode).toBe(404);
  });

  it('refuses the same order number with another amount or currency (409), changing nothing', async () => {
    await gw.order('dep-0002', 500);
    expect((await gw.order('dep-0002', 501)).statusCode).toBe(409);
    expect((await gw.order('dep-0002', 500, 'THB')).statusCode).toBe(409);
    const rows = await gw.db.select().from(gwOrders).where(eq(gwOrders.merchantOrderNo, 'dep-0002'));
    expect(rows.map((r) => [r.amount, r.currency])).toEqual([[500n, 'USD']]);
  });

  it('makes exactly one order of 200 parallel creates of one number', async () => {
    const replies = await Promise.all(Array.from({ length: 200 }, () => gw.order('dep-parallel', 777)));
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(replies.map((r) => r.json().gateway_order_id)).size).toBe(1);
    const rows = await gw.db.select().from(gwOrders).where(eq(gwOrders.merchantOrderNo, 'dep-parallel'));
    expect(rows).toHaveLength(1);
  });

  it('answers 503 without applying when the error fault strikes', async () => {
    gw.faults.errorRate = 1;
    try {
      expect((await gw.order('dep-503', 100)).statusCode).toBe(503);
    } finally {
      gw.faults.errorRate = 0;
    }
    expect((await gw.merchant('GET', '/api/orders/dep-503')).statusCode).toBe(404);
  });

  it('applies a create that answers only after hangMs: the query already knows it', async () => {
    gw.faults.timeoutAfterApplyRate = 1;
    // Long enough that even a loaded machine's queries find the order before the answer comes.
    gw.faults.hangMs = 4_000;
    let answered = false;
    const slow = gw.order('dep-hang', 250).then((r) => ((answered = true), r));
    try {
      let query = await gw.merchant('GET', '/api/orders/dep-hang');
      for (let i = 0; i < 100 && query.statusCode === 404; i++) {
        await sleep(20);
        query = await gw.merchant('GET', '/api/orders/dep-hang');
      }
      expect(query.json()).toMatchObject({ status: 'created', amount: '250' });
      expect(answered).toBe(false);
      const reply = await slow;
      expect(reply.json().gateway_order_id).toBe(query.json().gateway_order_id);
    } finally {
      gw.faults.timeoutAfterApplyRate = 0;
      gw.faults.hangMs = 0;
    }
  });

  it('expires an unpaid order with its time, tells the query and calls back once', async () => {
    const created = (await gw.order('dep-expire', 300)).json();
    const result = await gw.run(16 * 60_000);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect((await gw.merchant('GET', '/api/orders/dep-expire')).json().status).toBe('expired');
    expect(gw.callsFor('dep-expire').map((c) => c.body.status)).toEqual(['expired']);
    const page = await gw.page('GET', created.pay_url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('can no longer be changed');
    expect(page.body).not.toContain('name="decision"');
  });
});
