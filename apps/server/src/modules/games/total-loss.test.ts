import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { NO_FAULTS } from '@playdeck/sandbox-provider';
import { gameTransfers } from '../../db/schema/index.js';
import { signedIn } from '../../test/admin-helpers.js';
import { gameMember, loseEverything, SLOT } from '../../test/games-helpers.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { OutcomeUnknown } from './provider-client.js';

describeEachDb('games: a total loss at the provider is booked when it is seen', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t.close());
  beforeEach(() => Object.assign(t.app.games.faults, NO_FAULTS));

  const signIn = (account: string) => gameMember(t, account);
  const dayStart = () => new Date(new Date().toISOString().slice(0, 10));
  const periodResult = async (memberId: number, currency: string) =>
    (await t.app.wallet.gameResults(1, currency, dayStart(), new Date(Date.now() + 60_000), memberId)).get(memberId) ??
    0n;
  const dashboardToday = async () =>
    (await (await signedIn(t.app, 'content')).get('/api/admin/dashboard?site_id=1&currency=USD&days=1')).body.today;

  it('leaving a game that lost everything books the loss at once: cash back, dashboard and period sums see it', async () => {
    const m = await signIn('demo001');
    const other = await signIn('agent001');
    const before = await dashboardToday();
    expect((await m.call('/member/game/play1', SLOT)).body.code).toBe(100);
    expect((await other.call('/member/game/play1', SLOT)).body.code).toBe(100);
    const stake = (await m.books()).get('GP01')!;
    const otherStake = (await other.books()).get('GP01')!;
    expect(stake).toBe(1_000_00n);
    await loseEverything(t, m.id);

    const left = await m.call('/member/game/leave1', { gp_id: 'GP01' });
    expect(left.body).toMatchObject({ code: 100, data: { member_cash: '0.00', amount: '0.00' } });
    // The mirror of the provider is settled: the stake is gone from our books as a game result, now.
    expect((await m.books()).get('GP01')).toBe(0n);
    expect((await m.books()).get('')).toBe(0n);
    expect(await m.results()).toEqual([{ amount: -stake }]);
    expect(await periodResult(m.id, m.currency)).toBe(-stake);
    const cashback = (await m.call('/arks/web/cash_surplus/info')).body.data;
    expect(cashback.current.net_loss).toBe('1000.00');
    const after = await dashboardToday();
    expect(Number(after.net_game_result) - Number(before.net_game_result)).toBeCloseTo(-1000, 2);

    // The other member, still playing, is untouched.
    expect((await other.books()).get('GP01')).toBe(otherStake);
    expect(await other.results()).toEqual([]);
    // A second leave books nothing more.
    expect((await m.call('/member/game/leave1', { gp_id: 'GP01' })).body.code).toBe(100);
    expect((await m.call('/member/profile/balance/all/back')).body.code).toBe(102);
    expect(await m.results()).toEqual([{ amount: -stake }]);
    expect(await t.app.wallet.mismatches()).toEqual([]);
    await other.call('/member/game/leave1', { gp_id: 'GP01' });
  });

  it('200 parallel leaves and balance-backs after a total loss book it exactly once', async () => {
    const m = await signIn('player001');
    expect((await m.call('/member/game/play1', SLOT)).body.code).toBe(100);
    const stake = (await m.books()).get('GP01')!;
    expect(stake).toBeGreaterThan(0n);
    await loseEverything(t, m.id);
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 2 === 0
          ? m.call('/member/game/leave1', { gp_id: 'GP01' })
          : m.call(i % 4 === 1 ? '/member/profile/balance/all/back' : '/member/profile/balance_get_back'),
      ),
    );
    for (const r of replies) {
      expect(r.status).toBe(200);
      // Left, in progress, nothing to bring back, a game still open (before a leave got there), or a
      // provider slowed by the burst (its check failed, moving nothing).
      expect([100, 101, 102, 104, 105]).toContain(r.body.code);
    }
    // Whatever the burst left unsettled, one more press settles, and books nothing twice.
    expect((await m.call('/member/profile/balance/all/back')).body.code).toBe(102);
    expect(await m.results()).toEqual([{ amount: -stake }]);
    expect((await m.books()).get('GP01')).toBe(0n);
    expect(await m.pending()).toEqual([]);
    expect(await t.app.wallet.mismatches()).toEqual([]);
  }, 120_000);

  it('a provider that does not answer the check books nothing; the next balance-back books the loss once', async () => {
    const m = await signIn('demo002');
    expect((await m.call('/member/game/play1', SLOT)).body.code).toBe(100);
    const stake = (await m.books()).get('GP01')!;
    await loseEverything(t, m.id);
    // The first balance read answers 0; the check's own read gets no answer.
    const provider = t.app.games.provider;
    const balance = provider.balance;
    let reads = 0;
    provider.balance = async (p) => {
      reads += 1;
      if (reads === 2) throw new OutcomeUnknown('balance: time-out');
      return balance(p);
    };
    try {
      expect((await m.call('/member/game/leave1', { gp_id: 'GP01' })).body.code).toBe(100);
    } finally {
      provider.balance = balance;
    }
    expect(reads).toBe(2);
    expect(await m.results()).toEqual([]);
    expect((await m.books()).get('GP01')).toBe(stake);
    expect((await m.call('/member/profile/balance/all/back')).body.code).toBe(102);
    expect(await m.results()).toEqual([{ amount: -stake }]);
    expect(await t.app.wallet.mismatches()).toEqual([]);
  });

  it('a check left pending by a stopped node is settled by the reconciler', async () => {
    const m = await signIn('agent001');
    expect((await m.call('/member/game/play1', SLOT)).body.code).toBe(100);
    const stake = (await m.books()).get('GP01')!;
    expect(stake).toBeGreaterThan(0n);
    // The member loses everything; a node claims the check and stops before reading the balance.
    await loseEverything(t, m.id);
    await t.app.database.db.insert(gameTransfers).values({
      id: randomUUID(),
      siteId: 1,
      memberId: m.id,
      gpId: 'GP01',
      currency: m.currency,
      direction: 'out',
      amount: 0n,
      status: 'pending',
      createdAt: sql`now() - interval '1 minute'` as never,
    });
    // The member leaves meanwhile: the check holds the slot, so the leave says it is in progress.
    expect((await m.call('/member/game/leave1', { gp_id: 'GP01' })).body.code).toBe(101);
    expect(await t.app.games.transfers.reconcilePending(10_000)).toBeGreaterThanOrEqual(1);
    expect(await m.results()).toEqual([{ amount: -stake }]);
    expect((await m.books()).get('GP01')).toBe(0n);
    expect(await t.app.wallet.mismatches()).toEqual([]);
  });
});
