import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { NO_FAULTS, sandboxSchema } from '@playdeck/sandbox-provider';
import { signedIn } from '../../test/admin-helpers.js';
import { gameMember, loseEverything, SLOT } from '../../test/games-helpers.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';

const of = (memberId: number) => `filter=${encodeURIComponent(JSON.stringify({ member_id: memberId }))}`;

describeEachDb('games: an open game is a lease that ends', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { GAME_CLOSE_GRACE_SECONDS: '120', GAME_LEASE_SECONDS: '3600' });
  }, 120_000);
  afterAll(() => t.close());
  beforeEach(() => Object.assign(t.app.games.faults, NO_FAULTS));

  /** The test clock: the member's game was opened `seconds` ago. */
  const openedAgo = (memberId: number, seconds: number) =>
    t.app.database.db.execute(
      sql`update open_games set opened_at = now() - make_interval(secs => ${seconds}) where member_id = ${memberId}`,
    );
  const layout = async (m: Awaited<ReturnType<typeof gameMember>>) =>
    (await m.call('/member/profile/common/layout')).body.data.member_common_layout;
  /** How many times money came home from a provider to the member's main wallet. */
  const transfersOut = async (memberId: number) =>
    (
      (await t.app.database.db.execute(
        sql`select count(*)::int as n from ledger_entries e join wallets w on w.id = e.wallet_id
            where e.member_id = ${memberId} and w.provider = '' and e.kind = 'game_transfer_out'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;
  /** A game opened and its leave call lost on the network: the page never reached the server. */
  async function playAndLoseTheLeave(account: string) {
    const m = await gameMember(t, account);
    expect((await m.call('/member/game/play1', SLOT)).body.code).toBe(100);
    return m;
  }

  it('the member brings everything back after the grace without opening a game; not before', async () => {
    const m = await playAndLoseTheLeave('demo001');
    const other = await playAndLoseTheLeave('agent001');
    expect((await layout(m)).member_cash).toBe('0.00');
    // Just opened: the game may still be loading in a window of the member's.
    expect((await m.call('/member/profile/balance/all/back')).body.code).toBe(104);
    await openedAgo(m.id, 121);
    const back = await m.call('/member/profile/balance/all/back');
    expect(back.body).toMatchObject({ code: 100, data: { member_cash: '1000.00', amount: '1000.00' } });
    expect(await layout(m)).toMatchObject({ member_cash: '1000.00', is_playing: 0 });
    // The other member's game, opened as long ago, is theirs: untouched.
    expect((await layout(other)).is_playing).toBe(1);
    expect((await other.books()).get('GP01')).toBe(2_000_00n);
    expect(await t.app.wallet.mismatches()).toEqual([]);
    await other.call('/member/game/leave1', { gp_id: 'GP01' });
  });

  it('finance brings a stuck balance home after the grace; refused before', async () => {
    const m = await playAndLoseTheLeave('demo002');
    const finance = await signedIn(t.app, 'finance');
    const gp01 = (await finance.get(`/api/admin/member-wallets?${of(m.id)}`)).body.find(
      (w: { provider: string }) => w.provider === 'GP01',
    );
    expect((await finance.call('POST', `/api/admin/member-wallets/${gp01.id}/bring-back`)).status).toBe(409);
    await openedAgo(m.id, 121);
    const back = await finance.call('POST', `/api/admin/member-wallets/${gp01.id}/bring-back`);
    expect(back.body.state).toBe('settled');
    expect((await m.books()).get('')).toBe(500_00n);
    expect((await layout(m)).is_playing).toBe(0);
    expect(await t.app.wallet.mismatches()).toEqual([]);
  });

  it('a bet taken while the balance comes back is refused or counted once, never lost', async () => {
    const m = await playAndLoseTheLeave('player001');
    await openedAgo(m.id, 121);
    // A tab left open bets 10.00 between the balance read and the transfer out.
    const provider = t.app.games.provider;
    const balance = provider.balance;
    provider.balance = async (p) => {
      const held = await balance(p);
      await t.app.database.db
        .update(sandboxSchema.sbxPlayers)
        .set({ balance: sql`${sandboxSchema.sbxPlayers.balance} - 1000` })
        .where(
          sql`${sandboxSchema.sbxPlayers.playerId} = ${p.playerId} and ${sandboxSchema.sbxPlayers.balance} >= 1000`,
        );
      return held;
    };
    try {
      expect((await m.call('/member/profile/balance/all/back')).body.code).toBe(102);
    } finally {
      provider.balance = balance;
    }
    expect((await m.books()).get('')).toBe(0n);
    // The game is closed; the next press brings home what the provider holds, the bet booked as played.
    const back = await m.call('/member/profile/balance/all/back');
    expect(back.body).toMatchObject({ code: 100, data: { member_cash: '290.00' } });
    expect(await m.results()).toEqual([{ amount: -1000n }]);
    expect(await t.app.wallet.mismatches()).toEqual([]);
  });

  it('200 parallel balance-backs and finance’s bring-back after the grace move the money once', async () => {
    const m = await gameMember(t, 'demo001');
    expect((await m.call('/member/game/play1', SLOT)).body.code).toBe(100);
    await openedAgo(m.id, 121);
    const finance = await signedIn(t.app, 'finance');
    const gp01 = (await finance.get(`/api/admin/member-wallets?${of(m.id)}`)).body.find(
      (w: { provider: string }) => w.provider === 'GP01',
    );
    const outsBefore = await transfersOut(m.id);
    const replies = await Promise.all([
      ...Array.from({ length: 200 }, (_, i) =>
        m.call(i % 2 ? '/member/profile/balance/all/back' : '/member/profile/balance_get_back'),
      ),
      finance.call('POST', `/api/admin/member-wallets/${gp01.id}/bring-back`),
    ]);
    // Done, in progress, nothing left, still within a game, or a provider slowed by the burst (105).
    for (const r of replies.slice(0, 200)) expect([100, 101, 102, 104, 105]).toContain(r.body.code);
    expect([200, 409]).toContain(replies[200]!.status);
    // A transfer the burst left without an answer is the reconciler's to settle, never refunded.
    for (let i = 0; i < 20 && (await m.pending()).length > 0; i += 1) await t.app.games.transfers.reconcilePending(0);
    expect(await transfersOut(m.id)).toBe(outsBefore + 1);
    expect(await m.books()).toEqual(
      new Map([
        ['', 1_000_00n],
        ['GP01', 0n],
      ]),
    );
    expect(await m.pending()).toEqual([]);
    expect(await t.app.wallet.mismatches()).toEqual([]);
  }, 120_000);

  it('the reconciler closes a game whose lease ended: the money comes home, a total loss is booked', async () => {
    const rich = await playAndLoseTheLeave('demo001');
    const broke = await playAndLoseTheLeave('demo002');
    const fresh = await playAndLoseTheLeave('agent001');
    await loseEverything(t, broke.id);
    await openedAgo(rich.id, 3_601);
    await openedAgo(broke.id, 3_601);
    await openedAgo(fresh.id, 3_000);
    expect(await t.app.games.expireLeases()).toBe(2);
    expect((await layout(rich)).is_playing).toBe(0);
    expect(await rich.books()).toEqual(
      new Map([
        ['', 1_000_00n],
        ['GP01', 0n],
      ]),
    );
    expect(await broke.books()).toEqual(
      new Map([
        ['', 0n],
        ['GP01', 0n],
      ]),
    );
    expect(await broke.results()).toEqual([{ amount: -500_00n }]);
    // Within its lease a game stays open, its money at the provider.
    expect((await layout(fresh)).is_playing).toBe(1);
    expect((await fresh.books()).get('GP01')).toBe(2_000_00n);
    expect(await t.app.games.expireLeases()).toBe(0);
    expect(await t.app.wallet.mismatches()).toEqual([]);
  });
});
