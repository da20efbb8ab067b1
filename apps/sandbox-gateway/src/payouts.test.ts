import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { NO_GATEWAY_FAULTS } from './faults.js';
import type { TestGateway } from './test-helpers.js';
import { describeEachDb, startGateway } from './test-helpers.js';

describeEachDb('gateway payouts', (kind) => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => gw?.close());
  beforeEach(() => {
    Object.assign(gw.faults, NO_GATEWAY_FAULTS);
  });

  const payout = (no: string, amount: number | string = 20_000, account_no = '6222020200112233') =>
    gw.merchant('POST', '/api/payouts', {
      merchant_payout_no: no,
      amount,
      currency: 'RMB',
      account: { bank_code: 'ICBC', account_no, holder_name: '张 三' },
      notify_url: 'https://site.example/api/payments/payout-notify',
      site_id: 2,
    });
  const status = async (no: string) => (await gw.merchant('GET', `/api/payouts/${no}`)).json();

  it('accepts as processing, settles to paid after its delay, then calls back', async () => {
    gw.faults.payoutDelayMs = [60_000, 60_000];
    const created = await payout('po-0001');
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({
      gateway_payout_id: expect.stringMatching(/^GP[0-9A-F]{20}$/),
      status: 'processing',
    });
    await gw.run();
    expect(await status('po-0001')).toMatchObject({ status: 'processing', gateway_tx_id: null, paid_at: null });
    expect(gw.callsFor('po-0001')).toHaveLength(0);

    await gw.run(61_000);
    const settled = await status('po-0001');
    expect(settled).toMatchObject({ status: 'paid', amount: '20000', currency: 'RMB', failure_reason: null });
    expect(settled.gateway_tx_id).toMatch(/^GT[0-9A-F]{20}$/);
    expect(gw.callsFor('po-0001').map((c) => c.body)).toEqual([
      {
        merchant_payout_no: 'po-0001',
        gateway_tx_id: settled.gateway_tx_id,
        status: 'paid',
        amount: '20000',
        currency: 'RMB',
        paid_at: settled.paid_at,
        kind: 'payout',
      },
    ]);
    await gw.run(120_000);
    expect(gw.callsFor('po-0001')).toHaveLength(1);
  });

  it('fails some payouts, with a reason and a callback', async () => {
    gw.faults.payoutFailRate = 1;
    await payout('po-fail');
    await gw.run();
    const failed = await status('po-fail');
    expect(failed).toMatchObject({ status: 'failed', paid_at: null });
    expect(failed.failure_reason).toEqual(expect.any(String));
    expect(gw.callsFor('po-fail').map((c) => [c.body.status, c.body.kind])).toEqual([['failed', 'payout']]);
  });

  it('is idempotent on the payout number and refuses it with other details (409)', async () => {
    gw.faults.payoutDelayMs = [60_000, 60_000];
    const first = (await payout('po-idem')).json();
    expect((await payout('po-idem')).json()).toEqual(first);
    expect((await payout('po-idem', 20_001)).statusCode).toBe(409);
    expect((await payout('po-idem', 20_000, '6222020200119999')).statusCode).toBe(409);
    const replies = await Promise.all(Array.from({ length: 30 }, () => payout('po-idem-par', '5000')));
    expect(new Set(replies.map((r) => r.json().gateway_payout_id)).size).toBe(1);
    expect((await gw.merchant('GET', '/api/payouts/never-made')).statusCode).toBe(404);
  });
});
