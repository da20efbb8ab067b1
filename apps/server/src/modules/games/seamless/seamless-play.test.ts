import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { ledgerEntries, seamlessTransactions } from '../../../db/schema/index.js';
import { createTestApp, describeEachDb } from '../../../test/harness.js';
import type { TestApp } from '../../../test/harness.js';
import { IDENTITY_TEST_CONFIG } from '../../../test/identity-helpers.js';
import { protectionMembers } from '../../../test/protection-helpers.js';

/** Sky Crash (GP10) comes through the Hub88 adapter with a seamless wallet in the demo. */
const CRASH = { gp_id: 'GP10', game_type: 6, game_code: 'crash-classic', device: 1 as const };
const today = new Date().toISOString().slice(0, 10);

describeEachDb('seamless wallet: playing a Hub88 seamless game', (kind) => {
  let t: TestApp;
  let member: ReturnType<typeof protectionMembers>;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...IDENTITY_TEST_CONFIG, GAME_PROVIDER_TIMEOUT_MS: '2000' });
    member = protectionMembers(t.app, `sp${kind[0]}`, () => 0);
  }, 120_000);
  afterAll(() => t.close());
  beforeEach(() =>
    Object.assign(t.app.games.embedded!.hub88.seamlessFaults, {
      duplicateRate: 0,
      lostAnswerRate: 0,
      slowBetMs: 0,
      answerTimeoutMs: undefined,
    }),
  );

  const main = async (id: number) => (await t.app.wallet.balances(1, id)).get('') ?? 0n;
  const postings = (id: number) =>
    t.app.database.db
      .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.memberId, id), inArray(ledgerEntries.kind, ['game_bet', 'game_win', 'game_rollback'])),
      );

  async function opened() {
    const m = await member();
    await m.fund(10_000n);
    const play = await m.send('/member/game/play1', CRASH);
    expect(play.body).toMatchObject({ code: 100, data: { transferred: '0.00', member_cash: '100.00' } });
    const token = new URL(play.body.data.game_url, 'http://localhost').searchParams.get('t')!;
    const bet = async (cents: number, target = '2.00') => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/sandbox-provider/play/crash/bet',
        payload: { t: token, bet: String(cents), target },
      });
      return { status: res.statusCode, body: res.json() as Record<string, string> };
    };
    const page = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: new URL(play.body.data.game_url, 'http://localhost').pathname + `?t=${encodeURIComponent(token)}`,
        })
      ).body;
    return { ...m, bet, page };
  }

  it('opens the game without moving money; each round is a bet and a win on the main wallet', async () => {
    const m = await opened();
    expect((await t.app.wallet.balances(1, m.id)).has('GP10')).toBe(false);
    // The game's page shows the main balance, as the wallet tells Hub88.
    expect(await m.page()).toContain('data-balance="10000"');
    let expected = 10_000n;
    for (let i = 0; i < 4; i++) {
      const round = await m.bet(500);
      expect(round.status).toBe(200);
      expected += BigInt(round.body.win!) - 500n;
      expect(BigInt(round.body.balance!)).toBe(expected);
    }
    expect(await main(m.id)).toBe(expected);
    const kinds = (await postings(m.id)).map((p) => p.kind);
    expect(kinds.filter((k) => k === 'game_bet')).toHaveLength(4);
    const wallets = (await m.send('/member/profile/my_cash')).body.data.my_cash_list as { gp_id: string }[];
    expect(wallets.map((w) => w.gp_id)).not.toContain('GP10');
    const moved = await m.send('/member/profile/transfer', {
      gp_id: 'GP10',
      direction: 'in',
      amount: '10.00',
      request_id: 'seamless-transfer-1',
    });
    expect(moved.body.code).not.toBe(100);
    const records = await m.send('/arks/web/member/bet_records', {
      gp_id: 'GP10',
      start_date: today,
      end_date: today,
      page: 1,
      count: 10,
    });
    expect(records.body.data).toMatchObject({ total: 4, total_bet: '20.00' });
    expect(records.body.data.list[0]).toMatchObject({ game_code: 'crash-classic', bet: '5.00' });
    const left = await m.send('/member/game/leave1', {});
    expect(left.body.data).toMatchObject({ amount: '0.00', member_cash: (Number(expected) / 100).toFixed(2) });
    expect(await t.app.wallet.mismatches()).toEqual([]);
  });

  it('a bet over the balance is refused by the wallet and nothing moves', async () => {
    const m = await opened();
    const round = await m.bet(20_000);
    expect(round).toMatchObject({ status: 409, body: { error: 'insufficient_balance' } });
    expect(await main(m.id)).toBe(10_000n);
  });

  it('duplicated calls move money once; answers lost after applying end in the bet rolled back', async () => {
    const m = await opened();
    t.app.games.embedded!.hub88.seamlessFaults.duplicateRate = 1;
    const round = await m.bet(500, '1000.00');
    expect(round.status).toBe(200);
    expect(await main(m.id)).toBe(10_000n - 500n + BigInt(round.body.win!));
    Object.assign(t.app.games.embedded!.hub88.seamlessFaults, { duplicateRate: 0, lostAnswerRate: 1 });
    const before = await main(m.id);
    expect((await m.bet(700)).status).toBe(503);
    expect(await main(m.id)).toBe(before);
    const kinds = (await postings(m.id)).map((p) => p.kind).sort();
    // A lost round's win of 0 closes it without a posting.
    const won = round.body.win === '0' ? [] : ['game_win'];
    expect(kinds).toEqual(['game_bet', 'game_bet', 'game_rollback', ...won]);
  });

  it('a bet slower than Hub88 waits for is rolled back before it arrives; arriving late, it takes nothing', async () => {
    const m = await opened();
    const hub88 = t.app.games.embedded!.hub88;
    // Given up after 1 s and rolled back at once; the bet itself arrives 2 s after that.
    Object.assign(hub88.seamlessFaults, { answerTimeoutMs: 1_000, slowBetMs: 3_000 });
    expect((await m.bet(700)).status).toBe(503);
    // The rollback came first: a void row stands in the bet's place.
    const rows = () =>
      t.app.database.db.select().from(seamlessTransactions).where(eq(seamlessTransactions.memberId, m.id));
    await expect.poll(async () => (await rows()).map((r) => r.kind).sort()).toEqual(['rollback', 'void']);
    // Then the bet itself: refused, and nothing moved.
    await expect
      .poll(() => hub88.seamless.late.filter((l) => l.path === '/transaction/bet').length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const refused = hub88.seamless.late.filter((l) => l.path === '/transaction/bet').at(-1)!.body;
    expect(refused).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: 10_000_000 });
    expect(await main(m.id)).toBe(10_000n);
    expect((await rows()).map((r) => r.kind).sort()).toEqual(['rollback', 'void']);
  });
});
