import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { sbxPlayers, sbxRounds } from '../schema.js';
import { UnknownPlayer } from '../wallet.js';
import type { ProviderDb } from '../wallet.js';

export class InsufficientBalance extends Error {}

export interface Outcome {
  win: bigint;
  /** Stored as the round's JSON detail. */
  detail: Record<string, unknown>;
}

export interface PlayedRound {
  roundId: number;
  win: bigint;
  balance: bigint;
  detail: Record<string, unknown>;
}

export interface RoundsRange {
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
}
export interface RoundsPage extends RoundsRange {
  limit: number;
  offset?: number;
}

const playedBy = (siteId: number, playerId: string, range: RoundsRange) =>
  and(
    eq(sbxRounds.siteId, siteId),
    eq(sbxRounds.playerId, playerId),
    range.from ? gte(sbxRounds.createdAt, range.from) : undefined,
    range.to ? lt(sbxRounds.createdAt, range.to) : undefined,
  );

/**
 * Game rounds against the provider wallet. A round is one transaction: the bet is debited by a
 * conditional update (the balance never goes below zero, and concurrent rounds of one player queue on
 * the row lock), then the outcome is resolved (inside the transaction, so a crash round's chain index is
 * taken only if the bet stands), the win credited and the round row written. Any failure rolls all back.
 */
export function createRounds(db: ProviderDb) {
  return {
    async play(
      siteId: number,
      playerId: string,
      gameCode: string,
      bet: bigint,
      /** Runs inside the transaction, with it. */
      resolve: (tx: ProviderDb) => Promise<Outcome>,
    ): Promise<PlayedRound> {
      return db.transaction(async (tx) => {
        const mine = and(eq(sbxPlayers.siteId, siteId), eq(sbxPlayers.playerId, playerId));
        const [debited] = await tx
          .update(sbxPlayers)
          .set({ balance: sql`${sbxPlayers.balance} - ${bet}` })
          .where(and(mine, gte(sbxPlayers.balance, bet)))
          .returning({ balance: sbxPlayers.balance });
        if (!debited) {
          const [exists] = await tx.select({ id: sbxPlayers.id }).from(sbxPlayers).where(mine);
          throw exists ? new InsufficientBalance(playerId) : new UnknownPlayer(playerId);
        }
        const outcome = await resolve(tx);
        let balance = debited.balance;
        if (outcome.win > 0n) {
          const [credited] = await tx
            .update(sbxPlayers)
            .set({ balance: sql`${sbxPlayers.balance} + ${outcome.win}` })
            .where(mine)
            .returning({ balance: sbxPlayers.balance });
          balance = credited!.balance;
        }
        const [round] = await tx
          .insert(sbxRounds)
          .values({ siteId, playerId, gameCode, bet, win: outcome.win, detail: JSON.stringify(outcome.detail) })
          .returning({ id: sbxRounds.id });
        return { roundId: round!.id, win: outcome.win, balance, detail: outcome.detail };
      });
    },

    /** A player's rounds, newest first, optionally of a time range, a page at a time. */
    async recent(siteId: number, playerId: string, page: RoundsPage) {
      return db
        .select()
        .from(sbxRounds)
        .where(playedBy(siteId, playerId, page))
        .orderBy(desc(sbxRounds.id))
        .limit(page.limit)
        .offset(page.offset ?? 0);
    },

    /** How many rounds, staked and won in all, over the same range. */
    async sums(siteId: number, playerId: string, range: RoundsRange) {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          bet: sql<string>`coalesce(sum(${sbxRounds.bet}), 0)::text`,
          win: sql<string>`coalesce(sum(${sbxRounds.win}), 0)::text`,
        })
        .from(sbxRounds)
        .where(playedBy(siteId, playerId, range));
      return { count: Number(row?.count ?? 0), bet: BigInt(row?.bet ?? '0'), win: BigInt(row?.win ?? '0') };
    },
  };
}

export type Rounds = ReturnType<typeof createRounds>;
