import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { agentApplications, members } from '../../db/schema/index.js';

export type ApplicationRow = typeof agentApplications.$inferSelect;
export interface ApplicationView {
  application: ApplicationRow;
  account: string;
  currency: string;
  parentAgentId: number | null;
}

const view = {
  application: agentApplications,
  account: members.memberAccount,
  currency: members.memberCurrency,
  parentAgentId: members.parentAgentId,
};

/** Applications to become an agent; a decision moves one only from pending (a conditional update). */
export function createApplicationsRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => inTransaction(db, work),

    /** undefined when the member has an application waiting already (the partial unique index). */
    async insert(siteId: number, memberId: number, note: string): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .insert(agentApplications)
        .values({ siteId, memberId, note })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async hasPending(memberId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: agentApplications.id })
        .from(agentApplications)
        .where(and(eq(agentApplications.memberId, memberId), eq(agentApplications.status, 'pending')));
      return row !== undefined;
    },

    async byId(id: number, siteIds: number[]): Promise<ApplicationView | undefined> {
      const [row] = await db
        .select(view)
        .from(agentApplications)
        .innerJoin(members, eq(members.id, agentApplications.memberId))
        .where(and(eq(agentApplications.id, id), inArray(agentApplications.siteId, siteIds)));
      return row;
    },

    async list(
      filter: { siteIds: number[]; siteId?: number; status?: string; memberId?: number },
      page: { offset: number; limit: number },
      order: 'ASC' | 'DESC',
    ): Promise<{ rows: ApplicationView[]; total: number }> {
      const conditions: SQL[] = [inArray(agentApplications.siteId, filter.siteIds)];
      if (filter.siteId !== undefined) conditions.push(eq(agentApplications.siteId, filter.siteId));
      if (filter.status) conditions.push(eq(agentApplications.status, filter.status as ApplicationRow['status']));
      if (filter.memberId !== undefined) conditions.push(eq(agentApplications.memberId, filter.memberId));
      const where = and(...conditions);
      const rows = await db
        .select(view)
        .from(agentApplications)
        .innerJoin(members, eq(members.id, agentApplications.memberId))
        .where(where)
        .orderBy(order === 'ASC' ? agentApplications.id : desc(agentApplications.id))
        .limit(page.limit)
        .offset(page.offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(agentApplications)
        .where(where);
      return { rows, total: count?.n ?? 0 };
    },

    /** pending → approved or rejected: undefined when another decision came first. */
    async decide(
      tx: Tx,
      id: number,
      decision: { status: 'approved' | 'rejected'; reason: string; decidedBy: string },
    ): Promise<ApplicationRow | undefined> {
      const [row] = await tx
        .update(agentApplications)
        .set({ ...decision, decidedAt: new Date() })
        .where(and(eq(agentApplications.id, id), eq(agentApplications.status, 'pending')))
        .returning();
      return row;
    },

    /**
     * The member becomes an agent: active, on `planId` (null: the site default), one level below the
     * agent they registered under. Only a member who is not an agent yet.
     */
    async makeAgent(tx: Tx, memberId: number, planId: number | null): Promise<boolean> {
      const rows = await tx
        .update(members)
        .set({
          isAgent: true,
          agentActive: true,
          agentType: 1,
          memberType: 2,
          agentPlanId: planId,
          agentLevel: sql`coalesce((select p.agent_level from members p where p.id = ${members.parentAgentId}), 0) + 1`,
        })
        .where(and(eq(members.id, memberId), eq(members.isAgent, false)))
        .returning({ id: members.id });
      return rows.length === 1;
    },
  };
}

export type ApplicationsRepo = ReturnType<typeof createApplicationsRepo>;
