import { and, desc, eq, gte, sql } from 'drizzle-orm';
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

    /** A player's latest rounds, newest first. */
    async recent(siteId: number, playerId: string, limit: number) {
      return db
        .select()
        .from(sbxRounds)
        .where(and(eq(sbxRounds.siteId, siteId), eq(sbxRounds.playerId, playerId)))
        .orderBy(desc(sbxRounds.id))
        .limit(limit);
    },
  };
}

export type Rounds = ReturnType<typeof createRounds>;
