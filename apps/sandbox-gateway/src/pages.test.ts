import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPayTokens } from './pay-tokens.js';
import { gwCallbackDeliveries, gwOrders } from './schema.js';
import type { TestGateway } from './test-helpers.js';
import { describeEachDb, PAGES, SECRET, startGateway } from './test-helpers.js';

describeEachDb('gateway pay page', (kind) => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => gw?.close());

  const orderRow = async (no: string) =>
    (await gw.db.select().from(gwOrders).where(eq(gwOrders.merchantOrderNo, no)))[0]!;

  it('shows its own order (merchant, amount with the currency decimals, currency, number) and no other', async () => {
    const mine = (await gw.order('page-mine', 1_234_567, 'USD')).json();
    await gw.order('page-other', 98_765, 'THB');
    const page = await gw.page('GET', mine.pay_url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('12,345.67');
    expect(page.body).toContain('USD');
    expect(page.body).toContain('page-mine');
    expect(page.body).toContain('Playdeck sandbox merchant');
    expect(page.body).toMatch(/<button[^>]*value="pay"[^>]*>Pay<\/button>/);
    expect(page.body).toMatch(/<button[^>]*value="cancel"[^>]*>Cancel<\/button>/);
    expect(page.body).toContain('name="viewport"');
    expect(page.body).not.toContain('page-other');
    expect(page.body).not.toContain('987.65');
    expect(page.body).not.toMatch(/<(script|link|img)\b/);

    const yen = (await gw.order('page-jpy', 5000, 'JPY')).json();
    expect((await gw.page('GET', yen.pay_url)).body).toContain('5,000 <span>JPY</span>');
  });

  it('speaks Simplified Chinese with ?lang=zh_CN', async () => {
    const { pay_url } = (await gw.order('page-zh', 800)).json();
    const page = await gw.page('GET', `${pay_url}?lang=zh_CN`);
    expect(page.body).toContain('<html lang="zh-CN">');
    expect(page.body).toContain('支付');
    expect(page.body).toContain('取消');
    expect(page.body).toContain('action="' + `${pay_url}?lang=zh_CN"`);
  });

  it('pays exactly once under 50 parallel pay posts, with one transaction id and one callback', async () => {
    const { pay_url } = (await gw.order('page-pay50', 5_000)).json();
    const replies = await Promise.all(Array.from({ length: 50 }, () => gw.page('POST', pay_url, 'pay')));
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const won = replies.find((r) => r.statusCode === 200)!;
    expect(won.body).toContain('Payment received');
    expect(won.body).toContain('href="https://site.example/wallet/deposit"');

    const row = await orderRow('page-pay50');
    expect(row).toMatchObject({ status: 'paid', paidAmount: 5_000n });
    expect(row.gatewayTxId).toMatch(/^GT[0-9A-F]{20}$/);
    expect(won.body).toContain(row.gatewayTxId!);
    const deliveries = await gw.db
      .select()
      .from(gwCallbackDeliveries)
      .where(eq(gwCallbackDeliveries.reference, 'page-pay50'));
    expect(deliveries).toHaveLength(1);
    expect((await gw.merchant('GET', '/api/orders/page-pay50')).json()).toMatchObject({
      status: 'paid',
      paid_amount: '5000',
      gateway_tx_id: row.gatewayTxId,
    });
  });

  it('changes nothing when cancel comes after pay, and shows the decided order on a second look', async () => {
    const { pay_url } = (await gw.order('page-paycancel', 700)).json();
    expect((await gw.page('POST', pay_url, 'pay')).statusCode).toBe(200);
    const before = await orderRow('page-paycancel');
    const cancel = await gw.page('POST', pay_url, 'cancel');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.body).toContain('paid');
    expect(await orderRow('page-paycancel')).toEqual(before);
    const again = await gw.page('GET', pay_url);
    expect(again.body).not.toContain('name="decision"');
  });

  it('cancels an open order once; paying afterwards changes nothing', async () => {
    const { pay_url } = (await gw.order('page-cancel', 900)).json();
    const cancel = await gw.page('POST', pay_url, 'cancel');
    expect(cancel.statusCode).toBe(200);
    expect(cancel.body).toContain('Payment cancelled');
    expect((await gw.page('POST', pay_url, 'pay')).statusCode).toBe(409);
    expect(await orderRow('page-cancel')).toMatchObject({ status: 'cancelled', gatewayTxId: null, paidAt: null });
  });

  it('refuses expired, forged and malformed links and bad decisions, changing nothing', async () => {
    const created = (await gw.order('page-refuse', 1_500)).json();
    const before = await orderRow('page-refuse');
    const expired = createPayTokens(SECRET).issue(created.gateway_order_id, Date.now() - 1_000);
    const other = (await gw.order('page-target', 2_500)).json();
    const [, , signature] = created.pay_url.split('/pay/')[1].split('.');
    const forged = `${other.gateway_order_id}.${(Date.now() + 60_000).toString(36)}.${signature}`;
    const wrongKey = createPayTokens('another-secret').issue(created.gateway_order_id, Date.now() + 60_000);

    const expiredPage = await gw.page('GET', `${PAGES}/pay/${expired}`);
    expect(expiredPage.statusCode).toBe(410);
    expect(expiredPage.body).toContain('expired');
    expect((await gw.page('POST', `${PAGES}/pay/${expired}`, 'pay')).statusCode).toBe(410);
    for (const token of [forged, wrongKey, 'not-a-token', `${created.pay_url.split('/pay/')[1]}x`]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await gw.page(
          method,
          `${PAGES}/pay/${encodeURIComponent(token)}`,
          method === 'POST' ? 'pay' : undefined,
        );
        expect(res.statusCode).toBe(403);
        expect(res.body).toContain('not valid');
        expect(res.body).not.toContain('page-target');
        expect(res.body).not.toContain('page-refuse');
      }
    }
    for (const decision of ['', 'refund', 'pay%00', 'x'.repeat(2_000)]) {
      expect((await gw.page('POST', created.pay_url, decision)).statusCode).toBe(decision.length > 1_000 ? 413 : 400);
    }
    expect(await orderRow('page-refuse')).toEqual(before);
    expect((await orderRow('page-target')).status).toBe('created');
  });
});
