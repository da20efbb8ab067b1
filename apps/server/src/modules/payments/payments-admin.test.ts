import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, rouletteDraws } from '../../db/schema/index.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import { hashPassword } from '../../lib/passwords.js';
import {
  call,
  ledgerRows,
  mainBalance,
  memberAuth,
  memberId,
  PAYMENTS_TEST_CONFIG,
  requestId,
} from '../../test/payment-helpers.js';

/** A 1×1 PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describeEachDb('payments in the back office', (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let bankChannel: number;
  beforeAll(async () => {
    t = await createTestApp(kind, PAYMENTS_TEST_CONFIG);
    auth = await memberAuth(t.app);
    const channels = await call(t.app, '/arks/web/payment/channels', {}, auth);
    bankChannel = channels.body.data.channels.find((c: { kind: string }) => c.kind === 'bank').id;
  }, 120_000);
  afterAll(() => t.close());

  const bankDeposit = (amount: string, extra: Record<string, unknown> = {}, who = auth) =>
    call(
      t.app,
      '/arks/web/payment/deposit/bank',
      {
        channel_id: bankChannel,
        amount,
        sender_name: 'Demo One',
        transferred_at: new Date().toISOString(),
        request_id: requestId(),
        ...extra,
      },
      who,
    );
  const idOf = async (orderNumber: string) => {
    const finance = await signedIn(t.app, 'finance');
    const list = await finance.get(
      `/api/admin/payment-orders?filter=${encodeURIComponent(JSON.stringify({ q: orderNumber }))}`,
    );
    return list.body[0].id as number;
  };

  it('finance approves a bank deposit with its receipt: credited once, audited, the queue empties', async () => {
    const demo001 = await memberId(t.app, 'demo001');
    const before = await mainBalance(t.app, demo001);
    const res = await bankDeposit('200.00', { receipt: PNG });
    expect(res.body.data).toMatchObject({ status: 'pending', amount: '200.00', detail: 'Demo One' });
    const finance = await signedIn(t.app, 'finance');
    const queue = await finance.get(
      `/api/admin/payment-orders?filter=${encodeURIComponent(JSON.stringify({ queue: true }))}`,
    );
    const queued = queue.body.find((o: { order_number: string }) => o.order_number === res.body.data.order_number);
    expect(queued).toMatchObject({
      member_account: 'demo001',
      channel_kind: 'bank',
      has_receipt: true,
      status: 'pending',
    });
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payment-orders/${queued.id}/receipt`,
      remoteAddress: finance.remoteAddress,
      headers: { cookie: finance.cookie },
    });
    expect(receipt.headers['content-type']).toBe('image/png');
    const context = await finance.get(`/api/admin/payment-orders/${queued.id}/context`);
    expect(context.body).toMatchObject({ balance: expect.any(String), turnover_left: '0.00' });
    const approvals = await Promise.all(
      [1, 2, 3].map(() =>
        finance.call('POST', `/api/admin/payment-orders/${queued.id}/approve`, { note: 'seen on statement' }),
      ),
    );
    expect(approvals.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await mainBalance(t.app, demo001)).toBe(before + 200_00n);
    expect(await ledgerRows(t.app, res.body.data.order_number, 'deposit')).toBe(1);
    const audits = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.approve'), eq(auditLog.targetId, String(queued.id))));
    expect(audits).toHaveLength(1);
    const after = await finance.get(
      `/api/admin/payment-orders?filter=${encodeURIComponent(JSON.stringify({ queue: true }))}`,
    );
    expect(after.body.some((o: { id: number }) => o.id === queued.id)).toBe(false);
  });

  it('four eyes: a 40,000.00 bank deposit takes two operators; one alone approves only up to the threshold', async () => {
    const demo001 = await memberId(t.app, 'demo001');
    const before = await mainBalance(t.app, demo001);
    const finance = await signedIn(t.app, 'finance');
    const owner = await signedIn(t.app, 'owner');
    const big = await bankDeposit('40000.00');
    const id = await idOf(big.body.data.order_number);
    const approve = (who: typeof finance) => who.call('POST', `/api/admin/payment-orders/${id}/approve`, {});
    // Parallel first approvals by one operator record one; nothing is credited yet.
    const firsts = await Promise.all([1, 2, 3, 4].map(() => approve(finance)));
    expect(firsts.filter((r) => r.status === 200)).toHaveLength(1);
    expect(firsts.every((r) => [200, 403, 409].includes(r.status))).toBe(true);
    const waiting = (await finance.get(`/api/admin/payment-orders/${id}`)).body;
    expect(waiting).toMatchObject({ status: 'pending', first_approved_by: 'finance' });
    expect(waiting.history.map((e: { status: string }) => e.status)).toEqual(['pending', 'approved']);
    expect(await mainBalance(t.app, demo001)).toBe(before);
    const again = await approve(finance);
    expect([again.status, again.body.code]).toEqual([403, 'forbidden']);
    expect(await mainBalance(t.app, demo001)).toBe(before);
    // The second operator's approval credits it, once, under parallel clicks.
    const seconds = await Promise.all([1, 2, 3, 4, 5].map(() => approve(owner)));
    expect(seconds.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await mainBalance(t.app, demo001)).toBe(before + 4_000_000n);
    expect(await ledgerRows(t.app, big.body.data.order_number, 'deposit')).toBe(1);
    const done = (await owner.get(`/api/admin/payment-orders/${id}`)).body;
    expect(done).toMatchObject({ status: 'paid', first_approved_by: null });
    const audits = await t.app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(audits.map((a) => [a.action, a.actorUsername]).sort()).toEqual([
      ['payment.approve', 'owner'],
      ['payment.first_approve', 'finance'],
    ]);
    // At the threshold one operator is enough.
    const small = await bankDeposit('1000.00');
    const smallId = await idOf(small.body.data.order_number);
    expect((await finance.call('POST', `/api/admin/payment-orders/${smallId}/approve`, {})).body.status).toBe('paid');
    expect(await mainBalance(t.app, demo001)).toBe(before + 4_100_000n);
  });

  it('a rejected bank deposit credits nothing; a forged receipt is refused', async () => {
    const demo001 = await memberId(t.app, 'demo001');
    const before = await mainBalance(t.app, demo001);
    const res = await bankDeposit('60.00');
    const finance = await signedIn(t.app, 'finance');
    const id = await idOf(res.body.data.order_number);
    expect(
      (await finance.call('POST', `/api/admin/payment-orders/${id}/reject`, { note: 'no such transfer' })).status,
    ).toBe(200);
    expect(await mainBalance(t.app, demo001)).toBe(before);
    const fake = await bankDeposit('60.00', { receipt: 'data:image/png;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+' });
    expect(fake.status).toBe(400);
  });

  it('roles and sites: support reads but never decides, content sees nothing, another site’s operator finds nothing', async () => {
    const res = await bankDeposit('70.00');
    const id = await idOf(res.body.data.order_number);
    const support = await signedIn(t.app, 'support');
    expect((await support.get(`/api/admin/payment-orders/${id}`)).status).toBe(200);
    expect((await support.call('POST', `/api/admin/payment-orders/${id}/approve`, {})).status).toBe(403);
    expect((await support.call('POST', '/api/admin/payment-channels', {})).status).toBe(403);
    const content = await signedIn(t.app, 'content');
    expect((await content.get('/api/admin/payment-orders')).status).toBe(403);
    await t.app.database.db.transaction(async (tx) =>
      t.app.operators.repo.insert(
        tx as never,
        {
          operator: 'Playdeck Demo Operator',
          username: 'site2finance',
          displayName: 'S2',
          passwordHash: await hashPassword('Operator1234'),
          role: 'finance',
        },
        [2],
      ),
    );
    const site2 = await signedIn(t.app, 'site2finance');
    expect((await site2.get(`/api/admin/payment-orders/${id}`)).status).toBe(404);
    expect((await site2.call('POST', `/api/admin/payment-orders/${id}/approve`, {})).status).toBe(404);
    const list = await site2.get('/api/admin/payment-orders');
    expect(list.body.every((o: { site_id: number }) => o.site_id === 2)).toBe(true);
  });

  it('channels: finance creates and edits them with a version check; members see the change', async () => {
    const finance = await signedIn(t.app, 'finance');
    const created = await finance.call('POST', '/api/admin/payment-channels', {
      site_id: 1,
      currency: 'USD',
      kind: 'bank',
      name: 'Second bank',
      enabled: true,
      min_amount: '20.00',
      max_amount: '900.00',
      daily_limit: '0',
      fee_rate_permille: 10,
      quick_amounts: ['50.00'],
      sort: 5,
      bank_name: 'Wells Fargo',
      account_name: 'Demo Ltd',
      account_no: '99887766',
      branch: 'Austin',
    });
    expect(created.status).toBe(200);
    const edit = await finance.call('PUT', `/api/admin/payment-channels/${created.body.id}`, {
      version: created.body.version,
      name: 'Wells transfer',
    });
    expect(edit.body.name).toBe('Wells transfer');
    expect(
      (
        await finance.call('PUT', `/api/admin/payment-channels/${created.body.id}`, {
          version: created.body.version,
          name: 'stale',
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await finance.call('PUT', `/api/admin/payment-channels/${created.body.id}`, {
          version: edit.body.version,
          min_amount: '0.001',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await finance.call('POST', '/api/admin/payment-channels', {
          ...created.body,
          id: undefined,
          version: undefined,
          currency: 'JPY',
        })
      ).status,
    ).toBe(400);
    const seen = (await call(t.app, '/arks/web/payment/channels', {}, auth)).body.data.channels;
    expect(seen.find((c: { id: number }) => c.id === created.body.id)).toMatchObject({
      name: 'Wells transfer',
      fee_rate_permille: 10,
    });
    const off = await finance.call('PUT', `/api/admin/payment-channels/${created.body.id}`, {
      version: edit.body.version,
      enabled: false,
    });
    expect(off.status).toBe(200);
    expect(
      (await call(t.app, '/arks/web/payment/channels', {}, auth)).body.data.channels.some(
        (c: { id: number }) => c.id === created.body.id,
      ),
    ).toBe(false);
  });

  it('a deposit credits the amount less the channel fee, and earns roulette draws on a wheel that gives them', async () => {
    const finance = await signedIn(t.app, 'finance');
    const channel = await finance.call('POST', '/api/admin/payment-channels', {
      site_id: 1,
      currency: 'USD',
      kind: 'bank',
      name: 'Fee bank',
      enabled: true,
      min_amount: '10.00',
      max_amount: '900.00',
      daily_limit: '0',
      fee_rate_permille: 20,
      quick_amounts: [],
      sort: 9,
      bank_name: 'B',
      account_name: 'A',
      account_no: '1',
      branch: '',
    });
    const wheel = await t.app.activities.roulette.create(
      {
        siteId: 1,
        currency: 'USD',
        title: 'Deposit wheel',
        startAt: new Date(Date.now() - 1000),
        endAt: new Date(Date.now() + 3_600_000),
        depositPerDraw: 50_00n,
      },
      [{ label: 'Nothing', cash: 0n, weight: 1 } as never],
    );
    const demo001 = await memberId(t.app, 'demo001');
    const before = await mainBalance(t.app, demo001);
    const res = await call(
      t.app,
      '/arks/web/payment/deposit/bank',
      {
        channel_id: channel.body.id,
        amount: '150.00',
        sender_name: 'Demo One',
        transferred_at: new Date().toISOString(),
        request_id: requestId(),
      },
      auth,
    );
    expect(res.body.data.fee).toBe('3.00');
    await finance.call('POST', `/api/admin/payment-orders/${await idOf(res.body.data.order_number)}/approve`, {});
    expect(await mainBalance(t.app, demo001)).toBe(before + 147_00n);
    const [draws] = await t.app.database.db
      .select()
      .from(rouletteDraws)
      .where(and(eq(rouletteDraws.rouletteId, wheel.id), eq(rouletteDraws.memberId, demo001)));
    expect(draws!.remaining).toBe(2);
  });

  it('withdrawal rules: defaults until saved, then saved with a version; the dashboard counts deposits', async () => {
    const finance = await signedIn(t.app, 'finance');
    const rules = await finance.get('/api/admin/withdrawal-rules?filter=%7B%22site_id%22%3A2%7D');
    expect(rules.body.map((r: { id: string }) => r.id)).toEqual(['2:RMB', '2:USD']);
    expect(rules.body[0]).toMatchObject({ version: 0, min_amount: '10.00', turnover_multiplier: 1 });
    const saved = await finance.call('PUT', '/api/admin/withdrawal-rules/2:RMB', {
      min_amount: '50.00',
      max_amount: '9000.00',
      daily_count: 3,
      daily_amount: '20000.00',
      turnover_multiplier: 2,
    });
    expect(saved.body).toMatchObject({ version: 1, min_amount: '50.00' });
    expect(
      (
        await finance.call('PUT', '/api/admin/withdrawal-rules/2:RMB', {
          version: 0,
          min_amount: '50.00',
          max_amount: '9000.00',
          daily_count: 3,
          daily_amount: '20000.00',
          turnover_multiplier: 2,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await finance.call('PUT', '/api/admin/withdrawal-rules/2:JPY', {
          min_amount: '1',
          max_amount: '2',
          daily_count: 3,
          daily_amount: '2',
          turnover_multiplier: 0,
        })
      ).status,
    ).toBe(404);
    const dashboard = await finance.get('/api/admin/dashboard?site_id=1&currency=USD&days=1');
    expect(BigInt(dashboard.body.today.deposits.replace('.', ''))).toBeGreaterThanOrEqual(200_00n);
  });

  it('lists refused callbacks for finance', async () => {
    const { signedCallback } = await import('../../test/payment-helpers.js');
    const forged = signedCallback({ merchant_order_no: 'D20260101AAAAAAAAAA', status: 'paid' }, { secret: 'wrong' });
    await t.app.payments.receive(forged.headers, forged.raw);
    const finance = await signedIn(t.app, 'finance');
    const list = await finance.get('/api/admin/payment-callbacks');
    expect(list.body[0]).toMatchObject({ problem: 'bad_signature', site_id: null });
    expect(Number(String(list.headers['content-range']).split('/')[1])).toBeGreaterThan(0);
  });
});
