import { and, eq } from 'drizzle-orm';
import { sandboxSchema } from '@playdeck/sandbox-provider';
import { gameTransfers, ledgerEntries } from '../db/schema/index.js';
import type { TestApp } from './harness.js';
import { post } from './harness.js';

/** A slot of the demo catalogue at GP01 (the sandbox provider). */
export const SLOT = { gp_id: 'GP01', game_type: 2, game_code: 'slot-fortune-fruits', device: 1 as const };

/** A session of a seeded member of site 1 (no captcha: these tests are about games), with its calls. */
export async function gameMember(t: TestApp, account: string) {
  const member = (await t.app.identity.memberByAccount(1, account))!;
  const { token } = await t.app.identity.sessions.start({
    siteId: 1,
    memberId: member.id,
    memberCurrency: member.memberCurrency,
    device: { udid: `games-${account}` },
  });
  const headers = { authorization: `Bearer ${token}` };
  return {
    id: member.id,
    currency: member.memberCurrency,
    ref: { siteId: 1, memberId: member.id, currency: member.memberCurrency },
    call: (path: string, body: unknown = {}) => post(t.app, `/api${path}`, body, headers),
    /** Every wallet of the member by provider ('' is main), in minor units. */
    books: () => t.app.wallet.balances(1, member.id),
    /** The member's game_result postings, oldest first. */
    results: () =>
      t.app.database.db
        .select({ amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.memberId, member.id), eq(ledgerEntries.kind, 'game_result')))
        .orderBy(ledgerEntries.id),
    pending: () =>
      t.app.database.db
        .select()
        .from(gameTransfers)
        .where(and(eq(gameTransfers.memberId, member.id), eq(gameTransfers.status, 'pending'))),
  };
}

/** The member's bets at the provider lost everything it held for them. */
export const loseEverything = (t: TestApp, memberId: number, gpId = 'GP01') =>
  t.app.database.db
    .update(sandboxSchema.sbxPlayers)
    .set({ balance: 0n })
    .where(eq(sandboxSchema.sbxPlayers.playerId, `${gpId}-${memberId}`));
