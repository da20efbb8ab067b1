import { sql } from 'drizzle-orm';
import type { AgentPlanTerms } from '@playdeck/contract';
import type { Db } from '../client.js';
import { agentPlans, agentPlanTerms } from '../schema/index.js';

const tiers = (rates: [active: number, net: string, permille: number][]) =>
  rates.map(([active_members, net_result, rate_permille]) => ({ active_members, net_result, rate_permille }));

const common = { bonus_share_permille: 1000, fee_share_permille: 1000, carry_negative: true, sub_agent_permille: 100 };
const MONTHLY_USD: AgentPlanTerms = {
  period: 'month',
  tiers: tiers([
    [1, '0.00', 250],
    [5, '1000.00', 300],
    [20, '10000.00', 350],
  ]),
  ...common,
};
const WEEKLY_VND: AgentPlanTerms = {
  period: 'week',
  tiers: tiers([
    [1, '0', 200],
    [10, '50000000', 300],
  ]),
  ...common,
};

/**
 * The demo's commission plans, one default per currency that has agents: revenue share of the
 * downline's net result by tiers, bonuses and fees deducted in full, negative months carried forward,
 * 10 % of sub-agents' commission to their upline. Their terms hold from the start of time, so the demo's
 * first period already has a plan.
 */
export const DEMO_AGENT_PLANS = [
  { id: 1, siteId: 1, currency: 'USD', name: 'Standard revenue share', isDefault: true, terms: MONTHLY_USD },
  { id: 2, siteId: 1, currency: 'VND', name: 'Weekly revenue share', isDefault: true, terms: WEEKLY_VND },
  {
    id: 3,
    siteId: 2,
    currency: 'RMB',
    name: '标准佣金方案',
    isDefault: true,
    terms: { ...MONTHLY_USD, tiers: tiers([[1, '0.00', 250]]) },
  },
];

/** Written once: an operator's later edits are kept. */
export async function seedAgents(db: Db): Promise<void> {
  for (const { terms, ...plan } of DEMO_AGENT_PLANS) {
    const [created] = await db.insert(agentPlans).values(plan).onConflictDoNothing().returning();
    if (created) {
      await db
        .insert(agentPlanTerms)
        .values({ planId: plan.id, effectiveFrom: new Date(0), terms })
        .onConflictDoNothing();
    }
  }
  // Explicit ids leave the serial behind; move it past them so new plans get fresh ids.
  await db.execute(sql`select setval(pg_get_serial_sequence('agent_plans', 'id'), (select max(id) from agent_plans))`);
}
