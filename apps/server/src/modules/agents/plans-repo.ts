import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AgentPlanTerms } from '@playdeck/contract';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { agentPlans, agentPlanTerms, members } from '../../db/schema/index.js';

export type PlanRow = typeof agentPlans.$inferSelect;
export interface TermsRow {
  effectiveFrom: Date;
  terms: AgentPlanTerms;
}

/** Commission plans and their terms by the period they start. */
export function createPlansRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => inTransaction(db, work),

    async byId(id: number): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(agentPlans).where(eq(agentPlans.id, id));
      return row;
    },

    async defaultOf(siteId: number, currency: string): Promise<PlanRow | undefined> {
      const [row] = await db
        .select()
        .from(agentPlans)
        .where(and(eq(agentPlans.siteId, siteId), eq(agentPlans.currency, currency), eq(agentPlans.isDefault, true)));
      return row;
    },

    /** Every plan of the sites, for the job (which works site by site). */
    all: () => db.select().from(agentPlans).orderBy(agentPlans.id),

    async list(
      filter: { siteIds: number[]; siteId?: number; currency?: string },
      page: { offset: number; limit: number },
      order: 'ASC' | 'DESC',
    ): Promise<{ rows: PlanRow[]; total: number }> {
      const conditions: SQL[] = [inArray(agentPlans.siteId, filter.siteIds)];
      if (filter.siteId !== undefined) conditions.push(eq(agentPlans.siteId, filter.siteId));
      if (filter.currency) conditions.push(eq(agentPlans.currency, filter.currency));
      const where = and(...conditions);
      const rows = await db
        .select()
        .from(agentPlans)
        .where(where)
        .orderBy(order === 'ASC' ? agentPlans.id : desc(agentPlans.id))
        .limit(page.limit)
        .offset(page.offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(agentPlans)
        .where(where);
      return { rows, total: count?.n ?? 0 };
    },

    /** The terms in force at `at` and the next ones saved after it (newest first). */
    async termsAround(planId: number, at: Date): Promise<{ current?: TermsRow; next?: TermsRow }> {
      const rows = await db
        .select({ effectiveFrom: agentPlanTerms.effectiveFrom, terms: agentPlanTerms.terms })
        .from(agentPlanTerms)
        .where(eq(agentPlanTerms.planId, planId))
        .orderBy(desc(agentPlanTerms.effectiveFrom));
      return {
        current: rows.find((r) => r.effectiveFrom <= at),
        next: rows.filter((r) => r.effectiveFrom > at).at(-1),
      };
    },

    async termsAt(planId: number, at: Date): Promise<AgentPlanTerms | undefined> {
      const [row] = await db
        .select({ terms: agentPlanTerms.terms })
        .from(agentPlanTerms)
        .where(and(eq(agentPlanTerms.planId, planId), lte(agentPlanTerms.effectiveFrom, at)))
        .orderBy(desc(agentPlanTerms.effectiveFrom))
        .limit(1);
      return row?.terms;
    },

    /** The agents a plan pays (theirs, or the default's when they have none), deepest level first. */
    agentsOn: (plan: PlanRow) =>
      db
        .select({ id: members.id, agentLevel: members.agentLevel })
        .from(members)
        .where(
          and(
            eq(members.siteId, plan.siteId),
            eq(members.memberCurrency, plan.currency),
            eq(members.isAgent, true),
            plan.isDefault
              ? sql`(${members.agentPlanId} = ${plan.id} or ${members.agentPlanId} is null)`
              : eq(members.agentPlanId, plan.id),
          ),
        )
        .orderBy(desc(members.agentLevel), members.id),

    /** Agents on each plan: theirs, and for a default plan those on no plan of their own. */
    async agentCount(plans: PlanRow[]): Promise<Map<number, number>> {
      const counts = new Map<number, number>();
      for (const plan of plans) counts.set(plan.id, (await this.agentsOn(plan)).length);
      return counts;
    },

    /** A plan that is the only default of its site and currency (the one before stops being it). */
    async clearDefault(tx: Tx, siteId: number, currency: string, except: number): Promise<void> {
      await tx
        .update(agentPlans)
        .set({ isDefault: false })
        .where(
          and(
            eq(agentPlans.siteId, siteId),
            eq(agentPlans.currency, currency),
            eq(agentPlans.isDefault, true),
            sql`${agentPlans.id} <> ${except}`,
          ),
        );
    },

    async insert(tx: Tx, values: typeof agentPlans.$inferInsert): Promise<PlanRow> {
      const [row] = await tx.insert(agentPlans).values(values).returning();
      return row!;
    },

    /** Name and default, only from the version the operator read (undefined: stale). */
    async update(tx: Tx, id: number, version: number, values: { name: string; isDefault: boolean }) {
      const [row] = await tx
        .update(agentPlans)
        .set({ ...values, version: version + 1, updatedAt: new Date() })
        .where(and(eq(agentPlans.id, id), eq(agentPlans.version, version)))
        .returning();
      return row;
    },

    /** Terms from `from` on; saving again before they start replaces them. */
    async putTerms(tx: Tx, planId: number, from: Date, terms: AgentPlanTerms): Promise<void> {
      await tx
        .insert(agentPlanTerms)
        .values({ planId, effectiveFrom: from, terms })
        .onConflictDoUpdate({ target: [agentPlanTerms.planId, agentPlanTerms.effectiveFrom], set: { terms } });
    },
  };
}

export type PlansRepo = ReturnType<typeof createPlansRepo>;
