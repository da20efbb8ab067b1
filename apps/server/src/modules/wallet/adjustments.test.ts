import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, balanceAdjustments, ledgerEntries, members } from '../../db/schema/index.js';
import { formatMinor } from '@playdeck/contract';
import { hashPassword } from '../../lib/passwords.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';

describeEachDb('back office: balance adjustments', (kind) => {
  let t: TestApp;
  let finance: AdminClient;
  let owner: AdminClient;
  let demo001: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    finance = await signedIn(t.app, 'finance');
    owner = await signedIn(t.app, 'owner');
    demo001 = (await t.app.identity.memberByAccount(1, 'demo001'))!.id;
  });
  afterAll(() => t.close());

  const cash = async (memberId = demo001) => (await t.app.wallet.balances(1, memberId)).get('') ?? 0n;
  const adjust = (client: AdminClient, body: Record<string, unknown>) =>
    client.call('POST', '/api/admin/adjustments', {
      member_id: demo001,
      direction: 'credit',
      amount: '10.00',
      reason_code: 'bonus',
      note: 'goodwill credit',
      request_id: randomUUID(),
      ...body,
    });
  const entriesOf = (requestId: string) =>
    t.app.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `adjustment:${requestId}`));

  it('posts a credit below the threshold at once: ledger, balance, the open page and the trail', async () => {
    const before = await cash();
    const told: unknown[] = [];
    const publish = t.app.realtime.publish;
    t.app.realtime.publish = ((channel: string, event: string, data: unknown) => {
      told.push({ channel, event, data });
      return publish.call(t.app.realtime, channel as never, event as never, data as never);
    }) as typeof publish;
    const requestId = randomUUID();
    const res = await adjust(finance, { amount: '12.34', request_id: requestId });
    t.app.realtime.publish = publish;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'posted', direction: 'credit', amount: '12.34', requested_by: 'finance' });
    expect(await cash()).toBe(before + 1234n);
    expect(res.body.balance_after).toBe(((Number(before) + 1234) / 100).toFixed(2));
    expect(told).toContainEqual({
      channel: `member.${demo001}`,
      event: 'member.cash',
      data: { cash: res.body.balance_after },
    });
    const [entry] = await entriesOf(requestId);
    expect(entry).toMatchObject({ kind: 'adjustment', amount: 1234n });
    const [trail] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'adjustment.post'), eq(auditLog.targetId, String(demo001))));
    expect(trail).toMatchObject({ actorUsername: 'finance', reason: 'goodwill credit', siteId: 1 });
    expect(await t.app.wallet.mismatches()).toEqual([]);
  });

  it('moves money once for 40 parallel submits of one form', async () => {
    const before = await cash();
    const requestId = randomUUID();
    const replies = await Promise.all(Array.from({ length: 40 }, () => adjust(finance, { request_id: requestId })));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
    expect(await entriesOf(requestId)).toHaveLength(1);
    expect(await cash()).toBe(before + 1000n);
  });

  it('never debits below zero: 409 naming the amount, nothing changed, nothing audited', async () => {
    const before = await cash();
    const audits = await t.app.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    // One cent more than the member has.
    const res = await adjust(finance, { direction: 'debit', amount: formatMinor(before + 1n, 'USD') });
    expect(res.status).toBe(409);
    expect(res.body.field).toBe('amount');
    expect(await cash()).toBe(before);
    expect(await t.app.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog)).toEqual(audits);
    const debit = await adjust(finance, { direction: 'debit', amount: '1.00' });
    expect(debit.body).toMatchObject({ status: 'posted', direction: 'debit', amount: '1.00' });
    expect(await cash()).toBe(before - 100n);
  });

  it('holds a credit above the threshold for a second operator; the requester cannot approve it', async () => {
    const before = await cash();
    const asked = await adjust(finance, { amount: '5000.00', reason_code: 'compensation' });
    expect(asked.body).toMatchObject({ status: 'pending', balance_after: null });
    expect(await cash()).toBe(before);
    const id = asked.body.id as number;
    const own = await finance.call('POST', `/api/admin/adjustments/${id}/approve`, {});
    expect([own.status, own.body.code]).toEqual([403, 'forbidden']);
    const support = await signedIn(t.app, 'support');
    expect((await support.call('POST', `/api/admin/adjustments/${id}/approve`, {})).status).toBe(403);
    const approved = await owner.call('POST', `/api/admin/adjustments/${id}/approve`, { note: 'checked the ticket' });
    expect(approved.body).toMatchObject({ status: 'posted', decided_by: 'owner', requested_by: 'finance' });
    expect(await cash()).toBe(before + 500_000n);
    const again = await owner.call('POST', `/api/admin/adjustments/${id}/approve`, {});
    expect(again.status).toBe(409);
    expect(await cash()).toBe(before + 500_000n);
  });

  it('approves once under 30 parallel approvals by two operators', async () => {
    const secondFinance = await t.app.database.db.transaction(async (tx) =>
      t.app.operators.repo.insert(
        tx as never,
        {
          operator: 'Playdeck Demo Operator',
          username: 'finance2',
          displayName: 'F2',
          passwordHash: await hashPassword('Operator1234'),
          role: 'finance',
        },
        [1, 2],
      ),
    );
    expect(secondFinance.id).toBeGreaterThan(0);
    const other = await signedIn(t.app, 'finance2');
    const before = await cash();
    const id = (await adjust(finance, { amount: '2000.00' })).body.id as number;
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? owner : other).call('POST', `/api/admin/adjustments/${id}/approve`, {}),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(await cash()).toBe(before + 200_000n);
    expect(await t.app.wallet.mismatches()).toEqual([]);
  });

  it('rejects: nothing moves, and a decided adjustment is final even to SQL', async () => {
    const before = await cash();
    const id = (await adjust(finance, { amount: '3000.00' })).body.id as number;
    const rejected = await owner.call('POST', `/api/admin/adjustments/${id}/reject`, { note: 'no ticket' });
    expect(rejected.body).toMatchObject({ status: 'rejected', decided_by: 'owner' });
    expect(await cash()).toBe(before);
    const db = t.app.database.db;
    const rewrite = await db
      .update(balanceAdjustments)
      .set({ status: 'posted' })
      .where(eq(balanceAdjustments.id, id))
      .then(
        () => undefined,
        (e: Error) => e,
      );
    expect(String((rewrite?.cause as Error | undefined)?.message)).toMatch(/final/);
    const pending = (await adjust(finance, { amount: '3000.00' })).body.id as number;
    const [financeRow] = await db
      .execute(sql`select id from operator_users where username = 'finance'`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const selfApproval = await db
      .update(balanceAdjustments)
      .set({ status: 'posted', decidedBy: Number(financeRow!.id) })
      .where(eq(balanceAdjustments.id, pending))
      .then(
        () => undefined,
        (e: Error) => e,
      );
    expect(String((selfApproval?.cause as Error | undefined)?.message)).toMatch(/four_eyes/);
  });

  // Its second is the crowd: 200 parallel submits through HTTP, each a transaction on one member's wallet.
  it('four-eyes by sum: 200 parallel 1,000.00 credits by one operator to one member post one alone', async () => {
    const [fresh, other, abroad] = await t.app.database.db
      .insert(members)
      .values(
        [1, 1, 2].map((siteId, i) => ({
          siteId,
          memberAccount: `sum${i}${randomUUID().slice(0, 8)}`,
          memberCurrency: 'USD',
          passwordHash: 'not-a-login',
        })),
      )
      .returning();
    const balance = async (siteId: number, id: number) => (await t.app.wallet.balances(siteId, id)).get('') ?? 0n;
    const replies = await Promise.all(
      Array.from({ length: 200 }, () => adjust(finance, { member_id: fresh!.id, amount: '1000.00' })),
    );
    expect(replies.filter((r) => r.status !== 200).map((r) => r.body)).toEqual([]);
    const statuses = replies.map((r) => r.body.status as string);
    expect(statuses.filter((s) => s === 'posted')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(199);
    expect(await balance(1, fresh!.id)).toBe(100_000n);
    // Small amounts add up too, debits count by size, and the day is the requester's own for that member.
    expect((await adjust(finance, { member_id: other!.id, amount: '600.00' })).body.status).toBe('posted');
    expect((await adjust(finance, { member_id: other!.id, amount: '300.00', direction: 'debit' })).body.status).toBe(
      'posted',
    );
    expect((await adjust(finance, { member_id: other!.id, amount: '100.01' })).body.status).toBe('pending');
    expect((await adjust(finance, { member_id: other!.id, amount: '100.00' })).body.status).toBe('posted');
    expect((await adjust(owner, { member_id: fresh!.id, amount: '1000.00' })).body.status).toBe('posted');
    expect((await adjust(finance, { member_id: abroad!.id, amount: '1000.00' })).body.status).toBe('posted');
    expect((await adjust(finance, { member_id: abroad!.id, amount: '0.01' })).body.status).toBe('pending');
    // What a second operator approved was not moved alone: it does not use up the requester's day.
    const approved = replies.find((r) => r.body.status === 'pending')!.body.id as number;
    expect((await owner.call('POST', `/api/admin/adjustments/${approved}/approve`, {})).body.status).toBe('posted');
    expect((await adjust(finance, { member_id: fresh!.id, amount: '0.01' })).body.status).toBe('pending');
    expect(await balance(1, fresh!.id)).toBe(300_000n);
    expect(await t.app.wallet.mismatches()).toEqual([]);
  }, 240_000);

  it('refuses bad input with a 400 naming the field, other sites as not found, and lists with filters', async () => {
    for (const [body, field] of [
      [{ amount: '1.234' }, 'amount'],
      [{ amount: '0' }, 'amount'],
      [{ amount: '-5' }, 'amount'],
      [{ direction: 'sideways' }, 'direction'],
      [{ reason_code: 'whim' }, 'reason_code'],
      [{ note: '' }, 'note'],
      [{ request_id: 'x' }, 'request_id'],
      [{ member_id: 'abc' }, 'member_id'],
    ] as const) {
      const res = await adjust(finance, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field, JSON.stringify(body)).toBe(field);
    }
    const vnd = (await t.app.identity.memberByAccount(1, 'demo002'))!.id;
    expect((await adjust(finance, { member_id: vnd, amount: '10.5' })).body.field).toBe('amount');
    expect((await adjust(finance, { member_id: 99_999_999 })).status).toBe(404);
    const list = await finance.get(
      `/api/admin/adjustments?filter=${encodeURIComponent(JSON.stringify({ member_id: demo001, status: 'pending' }))}`,
    );
    expect(list.status).toBe(200);
    expect(
      list.body.every((a: { status: string; member_id: number }) => a.status === 'pending' && a.member_id === demo001),
    ).toBe(true);
    expect(list.headers['content-range']).toMatch(/^adjustments \d+-\d+\/\d+$/);
  });
});
