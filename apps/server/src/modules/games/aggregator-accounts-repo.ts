import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { aggregatorAccounts } from '../../db/schema/index.js';

export type AggregatorAccountRow = typeof aggregatorAccounts.$inferSelect;
export type AggregatorAccountFields = Pick<
  AggregatorAccountRow,
  'operatorId' | 'baseUrl' | 'privateKeySealed' | 'aggregatorPublicKey'
>;

/** All SQL of the deployment's aggregator accounts (one row per aggregator; Hub88's is 'hub88'). */
export function createAggregatorAccountsRepo(db: Db) {
  const byName = (aggregator: 'hub88') => eq(aggregatorAccounts.aggregator, aggregator);
  return {
    async find(aggregator: 'hub88'): Promise<AggregatorAccountRow | undefined> {
      const [row] = await db.select().from(aggregatorAccounts).where(byName(aggregator));
      return row;
    },

    async lock(tx: Tx, aggregator: 'hub88'): Promise<AggregatorAccountRow | undefined> {
      const [row] = await tx.select().from(aggregatorAccounts).where(byName(aggregator)).for('update');
      return row;
    },

    /** The first save (version 1); undefined when another first save got there before. */
    async insert(tx: Tx, aggregator: 'hub88', fields: AggregatorAccountFields) {
      const [row] = await tx
        .insert(aggregatorAccounts)
        .values({ aggregator, ...fields, version: 1 })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** Removes the account; undefined when there was none. */
    async remove(tx: Tx, aggregator: 'hub88') {
      const [row] = await tx.delete(aggregatorAccounts).where(byName(aggregator)).returning();
      return row;
    },

    /** Changes the row only if it is still at `version`, and raises it: undefined when someone was first. */
    async update(tx: Tx, aggregator: 'hub88', version: number, fields: AggregatorAccountFields) {
      const [row] = await tx
        .update(aggregatorAccounts)
        .set({ ...fields, version: sql`${aggregatorAccounts.version} + 1`, updatedAt: sql`now()` })
        .where(and(byName(aggregator), eq(aggregatorAccounts.version, version)))
        .returning();
      return row;
    },
  };
}

export type AggregatorAccountsRepo = ReturnType<typeof createAggregatorAccountsRepo>;
