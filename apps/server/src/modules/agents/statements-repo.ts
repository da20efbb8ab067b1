import { and, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { agentStatements, members } from '../../db/schema/index.js';
import type { Period } from '../../lib/periods.js';
import { sqlValues } from '../../db/sql-list.js';
import { GAME_RESULT_KINDS, STAKE_KINDS } from '../wallet/index.js';

export type StatementRow = typeof agentStatements.$inferSelect;
export type NewStatement = typeof agentStatements.$inferInsert;
type Rows<T> = { rows: T[] };

/** Credits that count as the downline's bonuses in a commission (decision 0022). */
const BONUS_KINDS = sql`('red_envelope', 'roulette', 'referral_award', 'cash_surplus')`;

export interface AgentActivity {
  memberResult: bigint;
  bonuses: bigint;
  fees: bigint;
  activeMembers: number;
}

/** Commission statements: written once per agent and period, then paid or rejected (conditionally). */
export function createStatementsRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => inTransaction(db, work),

    /** undefined when this agent's period has a statement already (another run or node wrote it). */
    async insert(row: NewStatement): Promise<StatementRow | undefined> {
      const [created] = await db.insert(agentStatements).values(row).onConflictDoNothing().returning();
      return created;
    },

    /** The agents of `agentIds` whose statement for the period starting at `start` exists. */
    async settled(agentIds: number[], start: Date): Promise<Set<number>> {
      if (agentIds.length === 0) return new Set();
      const rows = await db
        .select({ agentId: agentStatements.agentId })
        .from(agentStatements)
        .where(and(inArray(agentStatements.agentId, agentIds), eq(agentStatements.periodStart, start)));
      return new Set(rows.map((r) => r.agentId));
    },

    /** What the agent's latest statement before `start` carried out (0 without one). */
    async carried(agentId: number, start: Date): Promise<bigint> {
      const [row] = await db
        .select({ carriedOut: agentStatements.carriedOut })
        .from(agentStatements)
        .where(and(eq(agentStatements.agentId, agentId), lt(agentStatements.periodStart, start)))
        .orderBy(desc(agentStatements.periodStart))
        .limit(1);
      return row?.carriedOut ?? 0n;
    },

    /** The own commissions of the agent's direct sub-agents for periods inside `period`. */
    async subAgentsOwn(siteId: number, agentId: number, period: Period): Promise<bigint> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${agentStatements.ownCommission}), 0)::text` })
        .from(agentStatements)
        .innerJoin(members, eq(members.id, agentStatements.agentId))
        .where(
          and(
            eq(members.siteId, siteId),
            eq(members.parentAgentId, agentId),
            gte(agentStatements.periodStart, period.start),
            lte(agentStatements.periodEnd, period.end),
          ),
        );
      return BigInt(row?.total ?? '0');
    },

    /** What the agent's own members (level 1) did in the period, in the agent's currency. */
    async activity(siteId: number, agentId: number, currency: string, period: Period): Promise<AgentActivity> {
      const from = period.start.toISOString();
      const to = period.end.toISOString();
      const money = (await db.execute(sql`
        select coalesce(sum(e.amount) filter (where e.kind in (${sqlValues(GAME_RESULT_KINDS)})), 0)::text as result,
          coalesce(sum(e.amount) filter (where e.kind in ${BONUS_KINDS} and w.provider = ''), 0)::text as bonuses,
          count(distinct e.member_id) filter (where e.kind in (${sqlValues(STAKE_KINDS)}))::int as active
        from members m join ledger_entries e on e.member_id = m.id join wallets w on w.id = e.wallet_id
        where m.site_id = ${siteId} and m.parent_agent_id = ${agentId} and w.currency = ${currency}
          and e.created_at >= ${from} and e.created_at < ${to}
          and (e.kind in (${sqlValues(GAME_RESULT_KINDS)}) or e.kind in (${sqlValues(STAKE_KINDS)}) or e.kind in ${BONUS_KINDS})`)) as unknown as Rows<{
        result: string;
        bonuses: string;
        active: number;
      }>;
      const fees = (await db.execute(sql`
        select coalesce(sum(o.fee), 0)::text as fees
        from members m join payment_orders o on o.member_id = m.id
        where m.site_id = ${siteId} and m.parent_agent_id = ${agentId} and o.status = 'paid'
          and o.currency = ${currency} and o.updated_at >= ${from} and o.updated_at < ${to}`)) as unknown as Rows<{
        fees: string;
      }>;
      const r = money.rows[0]!;
      return {
        memberResult: BigInt(r.result),
        bonuses: BigInt(r.bonuses),
        fees: BigInt(fees.rows[0]?.fees ?? '0'),
        activeMembers: Number(r.active),
      };
    },

    async byId(id: number): Promise<StatementRow | undefined> {
      const [row] = await db.select().from(agentStatements).where(eq(agentStatements.id, id));
      return row;
    },

    async forAgent(agentId: number, page: { offset: number; limit: number }) {
      const where = eq(agentStatements.agentId, agentId);
      const rows = await db
        .select()
        .from(agentStatements)
        .where(where)
        .orderBy(desc(agentStatements.periodStart))
        .limit(page.limit)
        .offset(page.offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(agentStatements)
        .where(where);
      return { rows, total: count?.n ?? 0 };
    },

    async list(
      filter: { siteIds: number[]; siteId?: number; agentId?: number; status?: string },
      page: { offset: number; limit: number },
      order: 'ASC' | 'DESC',
    ) {
      const conditions: SQL[] = [inArray(agentStatements.siteId, filter.siteIds)];
      if (filter.siteId !== undefined) conditions.push(eq(agentStatements.siteId, filter.siteId));
      if (filter.agentId !== undefined) conditions.push(eq(agentStatements.agentId, filter.agentId));
      if (filter.status) conditions.push(eq(agentStatements.status, filter.status as StatementRow['status']));
      const where = and(...conditions);
      const rows = await db
        .select({ statement: agentStatements, account: members.memberAccount })
        .from(agentStatements)
        .innerJoin(members, eq(members.id, agentStatements.agentId))
        .where(where)
        .orderBy(order === 'ASC' ? agentStatements.id : desc(agentStatements.id))
        .limit(page.limit)
        .offset(page.offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(agentStatements)
        .where(where);
      return { rows, total: count?.n ?? 0 };
    },

    /** pending → paid or rejected: undefined when another decision came first. */
    async decide(
      tx: Tx,
      id: number,
      decision: { status: 'paid' | 'rejected'; decidedBy: string; reason: string },
    ): Promise<StatementRow | undefined> {
      const [row] = await tx
        .update(agentStatements)
        .set({ ...decision, paidAt: decision.status === 'paid' ? new Date() : null })
        .where(and(eq(agentStatements.id, id), eq(agentStatements.status, 'pending')))
        .returning();
      return row;
    },
  };
}

export type StatementsRepo = ReturnType<typeof createStatementsRepo>;
