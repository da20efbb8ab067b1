import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { agentPlans, members } from '../../db/schema/index.js';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

const view = {
  member: members,
  planName: agentPlans.name,
  downline: sql<number>`(select count(*) from members d where d.parent_agent_id = ${members.id})::int`,
  parentAccount: sql<string | null>`(select p.member_account from members p where p.id = ${members.parentAgentId})`,
};
export interface AgentView {
  member: typeof members.$inferSelect;
  planName: string | null;
  downline: number;
  /** The account of the agent this one registered under, if any. */
  parentAccount: string | null;
}

/** The operator's list of agents, and their plan and status. */
export function createAgentsAdminRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => inTransaction(db, work),

    async list(
      filter: { siteIds: number[]; siteId?: number; account?: string; active?: boolean },
      page: { offset: number; limit: number },
      order: 'ASC' | 'DESC',
    ): Promise<{ rows: AgentView[]; total: number }> {
      const conditions: SQL[] = [inArray(members.siteId, filter.siteIds), eq(members.isAgent, true)];
      if (filter.siteId !== undefined) conditions.push(eq(members.siteId, filter.siteId));
      if (filter.account) conditions.push(like(members.memberAccount, `${escapeLike(filter.account.toLowerCase())}%`));
      if (filter.active !== undefined) conditions.push(eq(members.agentActive, filter.active));
      const where = and(...conditions);
      const rows = await db
        .select(view)
        .from(members)
        .leftJoin(agentPlans, eq(agentPlans.id, members.agentPlanId))
        .where(where)
        .orderBy(order === 'ASC' ? members.id : desc(members.id))
        .limit(page.limit)
        .offset(page.offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(members)
        .where(where);
      return { rows, total: count?.n ?? 0 };
    },

    async byId(id: number, siteIds: number[]): Promise<AgentView | undefined> {
      const [row] = await db
        .select(view)
        .from(members)
        .leftJoin(agentPlans, eq(agentPlans.id, members.agentPlanId))
        .where(and(eq(members.id, id), eq(members.isAgent, true), inArray(members.siteId, siteIds)));
      return row;
    },

    async update(tx: Tx, id: number, values: { agentPlanId: number | null; agentActive: boolean }): Promise<void> {
      await tx
        .update(members)
        .set(values)
        .where(and(eq(members.id, id), eq(members.isAgent, true)));
    },
  };
}

export type AgentsAdminRepo = ReturnType<typeof createAgentsAdminRepo>;
