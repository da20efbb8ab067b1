import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { agentTransferRules, agentTransfers, members } from '../../db/schema/index.js';

export type TransferRow = typeof agentTransfers.$inferSelect;
export type TransferRuleRow = typeof agentTransferRules.$inferSelect;
const receiver = alias(members, 'receiver');

/** Transfers to the downline and the rules that limit them. */
export function createTransfersRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => inTransaction(db, work),

    async rule(siteId: number, currency: string): Promise<TransferRuleRow | undefined> {
      const [row] = await db
        .select()
        .from(agentTransferRules)
        .where(and(eq(agentTransferRules.siteId, siteId), eq(agentTransferRules.currency, currency)));
      return row;
    },

    /** Saves the rule from the version read (0: never saved); undefined when someone saved since. */
    async saveRule(tx: Tx, values: Omit<typeof agentTransferRules.$inferInsert, 'version'>, version: number) {
      if (version === 0) {
        const [row] = await tx.insert(agentTransferRules).values(values).onConflictDoNothing().returning();
        return row;
      }
      const [row] = await tx
        .update(agentTransferRules)
        .set({ ...values, version: version + 1, updatedAt: new Date() })
        .where(
          and(
            eq(agentTransferRules.siteId, values.siteId),
            eq(agentTransferRules.currency, values.currency),
            eq(agentTransferRules.version, version),
          ),
        )
        .returning();
      return row;
    },

    async byRequest(agentId: number, requestId: string): Promise<TransferRow | undefined> {
      const [row] = await db
        .select()
        .from(agentTransfers)
        .where(and(eq(agentTransfers.agentId, agentId), eq(agentTransfers.requestId, requestId)));
      return row;
    },

    /** undefined when the agent's request id was used already (a double submit). */
    async insert(tx: Tx, row: typeof agentTransfers.$inferInsert): Promise<TransferRow | undefined> {
      const [created] = await tx.insert(agentTransfers).values(row).onConflictDoNothing().returning();
      return created;
    },

    /** What the agent transferred since `since`, inside the caller's transaction when given one. */
    async sentSince(agentId: number, since: Date, tx?: Tx): Promise<bigint> {
      const [row] = await (tx ?? db)
        .select({ total: sql<string>`coalesce(sum(${agentTransfers.amount}), 0)::text` })
        .from(agentTransfers)
        .where(and(eq(agentTransfers.agentId, agentId), gte(agentTransfers.createdAt, since)));
      return BigInt(row?.total ?? '0');
    },

    recent: (agentId: number, limit: number) =>
      db
        .select({ transfer: agentTransfers, account: receiver.memberAccount })
        .from(agentTransfers)
        .innerJoin(receiver, eq(receiver.id, agentTransfers.memberId))
        .where(eq(agentTransfers.agentId, agentId))
        .orderBy(desc(agentTransfers.id))
        .limit(limit),

    async list(
      filter: { siteIds: number[]; siteId?: number; agentId?: number; memberId?: number },
      page: { offset: number; limit: number },
      order: 'ASC' | 'DESC',
    ) {
      const conditions: SQL[] = [inArray(agentTransfers.siteId, filter.siteIds)];
      if (filter.siteId !== undefined) conditions.push(eq(agentTransfers.siteId, filter.siteId));
      if (filter.agentId !== undefined) conditions.push(eq(agentTransfers.agentId, filter.agentId));
      if (filter.memberId !== undefined) conditions.push(eq(agentTransfers.memberId, filter.memberId));
      const where = and(...conditions);
      const agent = alias(members, 'agent');
      const rows = await db
        .select({ transfer: agentTransfers, agent: agent.memberAccount, member: receiver.memberAccount })
        .from(agentTransfers)
        .innerJoin(agent, eq(agent.id, agentTransfers.agentId))
        .innerJoin(receiver, eq(receiver.id, agentTransfers.memberId))
        .where(where)
        .orderBy(order === 'ASC' ? agentTransfers.id : desc(agentTransfers.id))
        .limit(page.limit)
        .offset(page.offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(agentTransfers)
        .where(where);
      return { rows, total: count?.n ?? 0 };
    },
  };
}

export type TransfersRepo = ReturnType<typeof createTransfersRepo>;
