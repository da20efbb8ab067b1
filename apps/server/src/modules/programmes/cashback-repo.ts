import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { cashbackGrants } from '../../db/schema/index.js';

export type GrantRow = typeof cashbackGrants.$inferSelect;
export type NewGrant = typeof cashbackGrants.$inferInsert;

const GRANTS_SHOWN = 30;

/** Cash-back grants: written once per member and period, then claimed (conditionally) or expired. */
export function createCashbackRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => inTransaction(db, work),

    /** The grant, once: undefined when this member's period was granted already. */
    async insert(tx: Tx, row: NewGrant): Promise<GrantRow | undefined> {
      const [created] = await tx.insert(cashbackGrants).values(row).onConflictDoNothing().returning();
      return created;
    },

    recent: (siteId: number, memberId: number) =>
      db
        .select()
        .from(cashbackGrants)
        .where(and(eq(cashbackGrants.siteId, siteId), eq(cashbackGrants.memberId, memberId)))
        .orderBy(desc(cashbackGrants.id))
        .limit(GRANTS_SHOWN),

    async byId(siteId: number, memberId: number, id: number): Promise<GrantRow | undefined> {
      const [row] = await db
        .select()
        .from(cashbackGrants)
        .where(
          and(eq(cashbackGrants.id, id), eq(cashbackGrants.siteId, siteId), eq(cashbackGrants.memberId, memberId)),
        );
      return row;
    },

    /** claimable → paid, only while claimable and in time: the one claim that wins. */
    async claim(tx: Tx, id: number, now: Date): Promise<GrantRow | undefined> {
      const [row] = await tx
        .update(cashbackGrants)
        .set({ status: 'paid', paidAt: now })
        .where(
          and(
            eq(cashbackGrants.id, id),
            eq(cashbackGrants.status, 'claimable'),
            sql`${cashbackGrants.claimUntil} > ${now.toISOString()}`,
          ),
        )
        .returning();
      return row;
    },

    async hasClaimable(siteId: number, memberId: number, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: cashbackGrants.id })
        .from(cashbackGrants)
        .where(
          and(
            eq(cashbackGrants.siteId, siteId),
            eq(cashbackGrants.memberId, memberId),
            eq(cashbackGrants.status, 'claimable'),
            sql`${cashbackGrants.claimUntil} > ${now.toISOString()}`,
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Claimable grants whose time is over become expired; returns them. */
    expire: (now: Date) =>
      db
        .update(cashbackGrants)
        .set({ status: 'expired' })
        .where(and(eq(cashbackGrants.status, 'claimable'), lt(cashbackGrants.claimUntil, now)))
        .returning({ siteId: cashbackGrants.siteId, memberId: cashbackGrants.memberId }),
  };
}

export type CashbackRepo = ReturnType<typeof createCashbackRepo>;
