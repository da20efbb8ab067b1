import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { NO_FAULTS, sandboxSchema } from '@playdeck/sandbox-provider';
import { gameTransfers } from '../../db/schema/index.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { requestId, until } from '../../test/payment-helpers.js';
import { protectionMembers } from '../../test/protection-helpers.js';

// A game's money and player protection. Taking a break brings every game wallet's balance back to main. With the provider failing or slow the break
// still holds at once, and the money stays exact: what the provider did not give back stays in its wallet
// (the member may bring it back later, which a block never refuses), and an answer lost on the way is settled
// by the reconciler — never refunded on a guess. A reality check counts what the open game holds.
describeEachDb('player protection: balance-back with a failing or slow provider', (kind) => {
  let t: TestApp;
  let member: ReturnType<typeof protectionMembers>;
  beforeAll(async () => {
    // One second: the provider's silence is found quickly; the settling job looks again within seconds.
    t = await createTestApp(kind, { GAME_PROVIDER_TIMEOUT_MS: '1000' });
    member = protectionMembers(t.app, `back${kind}`, () => 0);
  }, 120_000);
  afterAll(() => t.close());
  beforeEach(() => Object.assign(t.app.games.faults, NO_FAULTS));

  /** A member with 100.00, 40.00 of it moved into the sandbox provider's wallet. */
  async function withMoneyInGame() {
    const m = await member();
    await m.fund(100_00n);
    const moved = await m.send('/member/profile/transfer', {
      gp_id: 'GP01',
      direction: 'in',
      amount: '40.00',
      request_id: requestId(),
    });
    expect(moved.body.code).toBe(100);
    return m;
  }
  const books = async (id: number) => Object.fromEntries(await t.app.wallet.balances(1, id));
  const pending = (id: number) =>
    t.app.database.db
      .select()
      .from(gameTransfers)
      .where(and(eq(gameTransfers.memberId, id), eq(gameTransfers.status, 'pending')));

  it('a failing provider: the break holds, the game’s 40.00 stays with it, and the member brings it back later', async () => {
    const m = await withMoneyInGame();
    Object.assign(t.app.games.faults, { errorRate: 1 });
    const taken = await m.send('/arks/web/protection/time_out', { period: '24h', confirm: 1 });
    expect(taken.body.code).toBe(100);
    expect(await books(m.id)).toEqual({ '': 60_00n, GP01: 40_00n });
    expect(await pending(m.id)).toEqual([]);

    Object.assign(t.app.games.faults, NO_FAULTS);
    await m.relogin();
    const back = await m.send('/member/profile/transfer', {
      gp_id: 'GP01',
      direction: 'out',
      amount: '40.00',
      request_id: requestId(),
    });
    expect(back.body.code).toBe(100);
    expect(await books(m.id)).toEqual({ '': 100_00n, GP01: 0n });
  });

  it('a slow provider: the bring-back’s answer is lost, the reconciler settles it, and main ends with every cent', async () => {
    const m = await withMoneyInGame();
    // The provider applies the transfer out, then answers after the client gave up (1 s).
    Object.assign(t.app.games.faults, { timeoutAfterApplyRate: 1, hangMs: 2_500 });
    const taken = await m.send('/arks/web/protection/exclude', { period: '6m', confirm: 1 });
    expect(taken.body.code).toBe(100);
    Object.assign(t.app.games.faults, NO_FAULTS);
    // The bring-back was recorded before the call and kept (pending until the reconciler hears from the
    // provider, which may already have happened on a slow machine): never closed as failed on a guess.
    const outs = await t.app.database.db
      .select()
      .from(gameTransfers)
      .where(and(eq(gameTransfers.memberId, m.id), eq(gameTransfers.direction, 'out')));
    expect(outs.map((o) => [o.amount, o.status === 'failed'])).toEqual([[40_00n, false]]);
    await until(async () => (await pending(m.id)).length === 0, 30_000);
    expect(await books(m.id)).toEqual({ '': 100_00n, GP01: 0n });
  });

  it('a reality check counts what the open game holds beyond our books: 40.00 in, 30.00 there is −10.00', async () => {
    const m = await withMoneyInGame();
    const since = new Date(Date.now() - 60_000).toISOString();
    await t.app.database.db
      .update(sandboxSchema.sbxPlayers)
      .set({ balance: 30_00n })
      .where(eq(sandboxSchema.sbxPlayers.playerId, `GP01-${m.id}`));
    const session = await m.send('/arks/web/protection/session', { since });
    expect(session.body.data).toMatchObject({ currency: 'USD', net: '-10.00' });
  });
});
