import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { NO_FAULTS } from '@playdeck/sandbox-provider';
import { GAME_CODES } from '@playdeck/contract';
import { gameTransfers } from '../../db/schema/index.js';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';

const SLOT = { gp_id: 'GP01', game_type: 2, game_code: 'slot-fortune-fruits', device: 1 as const };

describeEachDb('games: a slow or silent provider', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // A second: short enough for quick tests, long enough that a loaded machine's own slowness (creating
    // the player before the transfer) is not taken for the provider's silence.
    t = await createTestApp(kind, { GAME_PROVIDER_TIMEOUT_MS: '1000' });
  }, 120_000);
  afterAll(() => t.close());
  beforeEach(() => Object.assign(t.app.games.faults, NO_FAULTS));

  /** A session of a seeded member (no captcha needed: these tests are about games). */
  async function signIn(account: string) {
    const member = (await t.app.identity.memberByAccount(1, account))!;
    const { token } = await t.app.identity.sessions.start({
      siteId: 1,
      memberId: member.id,
      memberCurrency: member.memberCurrency,
      device: { udid: `faults-${account}` },
    });
    const headers = { authorization: `Bearer ${token}` };
    return {
      id: member.id,
      call: (path: string, body: unknown = {}) => post(t.app, `/api${path}`, body, headers),
    };
  }
  const pendingOf = (memberId: number) =>
    t.app.database.db
      .select()
      .from(gameTransfers)
      .where(and(eq(gameTransfers.memberId, memberId), eq(gameTransfers.status, 'pending')));
  const until = async (check: () => Promise<boolean>, ms: number) => {
    const deadline = Date.now() + ms;
    while (!(await check()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  };

  // Seconds by design: the client's 1 s timeout, then the settling job's first delay (reconcileDelayMs, 2 s).
  it('a transfer whose answer was lost settles within seconds by its own job; meanwhile the wallet counts it', async () => {
    const m = await signIn('demo001');
    // The provider applies the transfer but answers only after the client gave up (1 s).
    Object.assign(t.app.games.faults, { timeoutAfterApplyRate: 1, hangMs: 2_500 });
    const played = await m.call('/member/game/play1', SLOT);
    expect(played.body.code).toBe(GAME_CODES.providerUnavailable);
    Object.assign(t.app.games.faults, NO_FAULTS);

    const moving = (await m.call('/member/profile/my_cash')).body.data;
    expect(moving.member_cash).toBe('0.00');
    expect(moving.total).toBe('1000.00');
    expect(moving.my_cash_list).toContainEqual(
      expect.objectContaining({ gp_id: 'GP01', balance: '1000.00', transfer_pending: true }),
    );

    // Nobody calls the reconciler here: the job queued when the outcome was unknown settles it.
    await until(async () => (await pendingOf(m.id)).length === 0, 20_000);
    expect(await pendingOf(m.id)).toEqual([]);
    const settled = (await m.call('/member/profile/my_cash')).body.data;
    expect(settled.total).toBe('1000.00');
    expect(settled.my_cash_list).toContainEqual(
      expect.objectContaining({ gp_id: 'GP01', balance: '1000.00', transfer_pending: false }),
    );
    await m.call('/member/game/leave1');
    expect((await m.call('/member/profile/my_cash')).body.data.member_cash).toBe('1000.00');
    expect(await t.app.wallet.mismatches()).toEqual([]);
  });

  it('a provider slower than the limit on every call gives 208 to launches and demo links, never a 500', async () => {
    const m = await signIn('player001');
    Object.assign(t.app.games.faults, { latencyMs: [1_200, 1_400] });
    const replies = await Promise.all([
      ...Array.from({ length: 30 }, () => m.call('/member/game/play1', SLOT)),
      post(t.app, '/api/demo/play', { gp_id: 'GP01', game_type: 2, game_code: 'slot-fortune-fruits' }),
      post(t.app, '/api/arks/web/game-providers/sport-quickbet-url', {}),
    ]);
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    for (const r of replies) {
      expect([GAME_CODES.providerUnavailable, GAME_CODES.transferPending]).toContain(r.body.code);
    }
    // The money is where it was, or on its way to the provider and settled once it answers again.
    Object.assign(t.app.games.faults, NO_FAULTS);
    await until(async () => (await pendingOf(m.id)).length === 0, 20_000);
    await m.call('/member/game/leave1');
    expect((await m.call('/member/profile/my_cash')).body.data.member_cash).toBe('300.00');
    expect(await t.app.wallet.mismatches()).toEqual([]);
  });
});
