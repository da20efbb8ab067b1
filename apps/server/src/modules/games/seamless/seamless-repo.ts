import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { inTransaction } from '../../../db/client.js';
import { seamlessTransactions } from '../../../db/schema/index.js';

export type SeamlessRow = typeof seamlessTransactions.$inferSelect;
export type NewSeamlessRow = typeof seamlessTransactions.$inferInsert;

/**
 * All SQL of the seamless wallet's transactions. The primary key (aggregator, transaction uuid) is what
 * makes a transaction move money once: a second insert of the uuid waits for the first to commit and
 * then finds it.
 */
export function createSeamlessRepo(db: Db) {
  const byUuid = (aggregator: string, uuid: string) =>
    and(eq(seamlessTransactions.aggregator, aggregator), eq(seamlessTransactions.transactionUuid, uuid));

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => inTransaction(db, work),

    /** Claims the uuid; undefined when it is taken (by a committed transaction, once that one commits). */
    async claim(tx: Tx, row: NewSeamlessRow): Promise<SeamlessRow | undefined> {
      const [created] = await tx.insert(seamlessTransactions).values(row).onConflictDoNothing().returning();
      return created;
    },

    async find(tx: Tx | Db, aggregator: string, uuid: string): Promise<SeamlessRow | undefined> {
      const [row] = await tx.select().from(seamlessTransactions).where(byUuid(aggregator, uuid));
      return row;
    },

    /** The row, locked until the transaction ends (a bet being rolled back or won on). */
    async lock(tx: Tx, aggregator: string, uuid: string): Promise<SeamlessRow | undefined> {
      const [row] = await tx.select().from(seamlessTransactions).where(byUuid(aggregator, uuid)).for('update');
      return row;
    },

    async setAnswer(tx: Tx, aggregator: string, uuid: string, answer: Record<string, unknown>): Promise<void> {
      await tx.update(seamlessTransactions).set({ answer }).where(byUuid(aggregator, uuid));
    },

    async markRolledBack(tx: Tx, aggregator: string, uuid: string): Promise<void> {
      await tx.update(seamlessTransactions).set({ rolledBack: true }).where(byUuid(aggregator, uuid));
    },

    /** A member's transactions of one provider in a time range, newest first (bet records). */
    async ofMember(
      key: { siteId: number; memberId: number; gpId: string },
      range: { from: Date; to: Date },
      limit: number,
    ): Promise<SeamlessRow[]> {
      return db
        .select()
        .from(seamlessTransactions)
        .where(
          and(
            eq(seamlessTransactions.siteId, key.siteId),
            eq(seamlessTransactions.memberId, key.memberId),
            eq(seamlessTransactions.gpId, key.gpId),
            gte(seamlessTransactions.createdAt, range.from),
            lt(seamlessTransactions.createdAt, range.to),
            sql`${seamlessTransactions.kind} <> 'void'`,
          ),
        )
        .orderBy(desc(seamlessTransactions.createdAt))
        .limit(limit);
    },
  };
}

export type SeamlessRepo = ReturnType<typeof createSeamlessRepo>;
