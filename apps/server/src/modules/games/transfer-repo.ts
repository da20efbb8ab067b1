import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { gameTransfers } from '../../db/schema/index.js';

export type TransferRow = typeof gameTransfers.$inferSelect;
export type NewTransfer = typeof gameTransfers.$inferInsert;

/**
 * All SQL of game transfers. A unique index allows one pending transfer per member and provider, and
 * settling is a conditional update from pending, so one settlement wins.
 */
export function createTransferRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => inTransaction(db, work),

    async find(id: string): Promise<TransferRow | undefined> {
      const rows = await db.select().from(gameTransfers).where(eq(gameTransfers.id, id));
      return rows[0];
    },

    /** Throws a unique violation while another transfer of the member and provider is pending. */
    async insert(tx: Tx, row: NewTransfer): Promise<TransferRow> {
      const [created] = await tx.insert(gameTransfers).values(row).returning();
      return created as TransferRow;
    },

    /** Moves a pending transfer to its outcome; undefined when another settlement got there first. */
    async close(
      tx: Tx,
      id: string,
      status: 'settled' | 'failed',
      extra: Partial<TransferRow> = {},
    ): Promise<TransferRow | undefined> {
      const rows = await tx
        .update(gameTransfers)
        .set({ status, settledAt: new Date(), ...extra })
        .where(and(eq(gameTransfers.id, id), eq(gameTransfers.status, 'pending')))
        .returning();
      return rows[0];
    },

    /** Counts one more attempt of a pending transfer; undefined when it is no longer pending. */
    async countAttempt(id: string, reason: string): Promise<TransferRow | undefined> {
      const [row] = await db
        .update(gameTransfers)
        .set({ attempts: sql`${gameTransfers.attempts} + 1`, lastError: reason })
        .where(and(eq(gameTransfers.id, id), eq(gameTransfers.status, 'pending')))
        .returning();
      return row;
    },

    /** Providers with a transfer of this member still pending. */
    async pendingProviders(siteId: number, memberId: number): Promise<string[]> {
      const rows = await db
        .select({ gpId: gameTransfers.gpId })
        .from(gameTransfers)
        .where(
          and(
            eq(gameTransfers.siteId, siteId),
            eq(gameTransfers.memberId, memberId),
            eq(gameTransfers.status, 'pending'),
          ),
        );
      return rows.map((r) => r.gpId);
    },

    /** How many members of the site have a transfer with this provider still pending. */
    async membersPendingWith(tx: Tx, siteId: number, gpId: string): Promise<number> {
      const [row] = await tx
        .select({ members: sql<number>`count(distinct ${gameTransfers.memberId})::int` })
        .from(gameTransfers)
        .where(
          and(eq(gameTransfers.siteId, siteId), eq(gameTransfers.gpId, gpId), eq(gameTransfers.status, 'pending')),
        );
      return Number(row?.members ?? 0);
    },

    async pendingSince(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: gameTransfers.id })
        .from(gameTransfers)
        .where(and(eq(gameTransfers.status, 'pending'), lt(gameTransfers.createdAt, before)))
        .limit(limit);
      return rows.map((r) => r.id);
    },
  };
}

export type TransferRepo = ReturnType<typeof createTransferRepo>;
