import { and, eq, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sbxPlayers, sbxTransfers } from './schema.js';

export type ProviderDb = PgDatabase<PgQueryResultHKT>;
export type TransferRow = typeof sbxTransfers.$inferSelect;

export interface TransferRequest {
  siteId: number;
  playerId: string;
  transferId: string;
  direction: 'in' | 'out';
  amount: bigint;
}

export class TransferConflict extends Error {}
export class UnknownPlayer extends Error {}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * The provider's wallet. A transfer id is applied at most once: asking again returns the first outcome,
 * and the same id with other details is a conflict, as real providers answer.
 */
export function createProviderWallet(db: ProviderDb) {
  async function findTransfer(transferId: string): Promise<TransferRow | undefined> {
    const rows = await db.select().from(sbxTransfers).where(eq(sbxTransfers.transferId, transferId)).limit(1);
    return rows[0];
  }

  function sameRequest(row: TransferRow, r: TransferRequest): boolean {
    return (
      row.siteId === r.siteId && row.playerId === r.playerId && row.direction === r.direction && row.amount === r.amount
    );
  }

  async function apply(r: TransferRequest): Promise<TransferRow> {
    return db.transaction(async (tx) => {
      const delta = r.direction === 'in' ? r.amount : -r.amount;
      const [player] = await tx
        .update(sbxPlayers)
        .set({ balance: sql`${sbxPlayers.balance} + ${delta}` })
        .where(
          and(
            eq(sbxPlayers.siteId, r.siteId),
            eq(sbxPlayers.playerId, r.playerId),
            sql`${sbxPlayers.balance} + ${delta} >= 0`,
          ),
        )
        .returning();
      let status: TransferRow['status'] = 'applied';
      let balanceAfter = player?.balance ?? 0n;
      let reason: string | null = null;
      if (!player) {
        const exists = await tx
          .select({ balance: sbxPlayers.balance })
          .from(sbxPlayers)
          .where(and(eq(sbxPlayers.siteId, r.siteId), eq(sbxPlayers.playerId, r.playerId)));
        if (!exists[0]) throw new UnknownPlayer(r.playerId);
        status = 'rejected';
        reason = 'insufficient_balance';
        balanceAfter = exists[0].balance;
      }
      const [row] = await tx
        .insert(sbxTransfers)
        .values({ ...r, status, reason, balanceAfter })
        .returning();
      return row as TransferRow;
    });
  }

  return {
    async createPlayer(siteId: number, playerId: string, currency: string) {
      await db.insert(sbxPlayers).values({ siteId, playerId, currency }).onConflictDoNothing();
      const rows = await db
        .select()
        .from(sbxPlayers)
        .where(and(eq(sbxPlayers.siteId, siteId), eq(sbxPlayers.playerId, playerId)));
      return rows[0]!;
    },

    async balance(siteId: number, playerId: string): Promise<bigint | undefined> {
      const rows = await db
        .select({ balance: sbxPlayers.balance })
        .from(sbxPlayers)
        .where(and(eq(sbxPlayers.siteId, siteId), eq(sbxPlayers.playerId, playerId)));
      return rows[0]?.balance;
    },

    /** Balance and currency, for the game pages. */
    async account(siteId: number, playerId: string): Promise<{ balance: bigint; currency: string } | undefined> {
      const rows = await db
        .select({ balance: sbxPlayers.balance, currency: sbxPlayers.currency })
        .from(sbxPlayers)
        .where(and(eq(sbxPlayers.siteId, siteId), eq(sbxPlayers.playerId, playerId)));
      return rows[0];
    },

    findTransfer,

    async transfer(r: TransferRequest): Promise<TransferRow> {
      const first = await findTransfer(r.transferId);
      if (first) {
        if (!sameRequest(first, r)) throw new TransferConflict(r.transferId);
        return first;
      }
      try {
        return await apply(r);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        const winner = await findTransfer(r.transferId);
        if (!winner || !sameRequest(winner, r)) throw new TransferConflict(r.transferId);
        return winner;
      }
    },
  };
}

export type ProviderWallet = ReturnType<typeof createProviderWallet>;
