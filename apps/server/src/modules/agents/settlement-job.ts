import { parseMinor } from '@playdeck/contract';
import type { AgentPlanTerms } from '@playdeck/contract';
import { endedPeriods } from '../../lib/periods.js';
import type { Period } from '../../lib/periods.js';
import { commissionFor } from './commission.js';
import type { PlanRow, PlansRepo } from './plans-repo.js';
import type { StatementsRepo } from './statements-repo.js';

export const SETTLEMENT_JOB = 'agents.settlement';
export const SETTLEMENT_SECONDS = 60;
/** A job that was down catches up this many ended periods. */
const CATCH_UP_PERIODS = 3;
/** A period is settled only this long after it ended: postings of its last moments have committed. */
const SETTLE_AFTER_MS = 5 * 60_000;

/**
 * Computes each agent's commission statement once each period has ended: by the terms in
 * force when the period began, from what the agent's own members did, plus a share of the direct
 * sub-agents' own commissions (deepest agents first, so theirs exist). The unique key per agent and period
 * makes a second run, or a second node, write nothing; paying waits for finance's approval.
 */
export function createSettlementJob(deps: { plans: PlansRepo; statements: StatementsRepo }) {
  const { plans, statements } = deps;

  async function settle(plan: PlanRow, agentId: number, terms: AgentPlanTerms, period: Period): Promise<boolean> {
    const parse = (s: string) => parseMinor(s, plan.currency) ?? 0n;
    const activity = await statements.activity(plan.siteId, agentId, plan.currency, period);
    const carriedIn = await statements.carried(agentId, period.start);
    const subAgentsOwn = await statements.subAgentsOwn(plan.siteId, agentId, period);
    const quiet =
      activity.memberResult === 0n && activity.bonuses === 0n && activity.fees === 0n && activity.activeMembers === 0;
    if (quiet && carriedIn === 0n && subAgentsOwn === 0n) return false;
    const c = commissionFor(terms, activity, carriedIn, subAgentsOwn, parse);
    const row = await statements.insert({
      siteId: plan.siteId,
      agentId,
      currency: plan.currency,
      planId: plan.id,
      planName: plan.name,
      terms,
      periodStart: period.start,
      periodEnd: period.end,
      netResult: c.netResult,
      activeMembers: activity.activeMembers,
      ratePermille: c.ratePermille,
      carriedIn: c.carriedIn,
      carriedOut: c.carriedOut,
      ownCommission: c.own,
      commission: c.commission,
      lines: c.lines,
      status: c.commission > 0n ? 'pending' : 'nil',
    });
    return row !== undefined;
  }

  /** `now` is the clock the periods are read against (a test moves it on). Returns statements written. */
  return async function settleDue(now = new Date()): Promise<number> {
    let written = 0;
    const at = new Date(now.getTime() - SETTLE_AFTER_MS);
    for (const plan of await plans.all()) {
      const period = (await plans.termsAt(plan.id, at))?.period;
      if (!period) continue;
      const agents = await plans.agentsOn(plan);
      const ids = agents.map((a) => a.id);
      for (const p of endedPeriods(period, at, CATCH_UP_PERIODS).reverse()) {
        const terms = await plans.termsAt(plan.id, p.start);
        if (!terms) continue;
        const done = await statements.settled(ids, p.start);
        for (const agent of agents) {
          if (!done.has(agent.id) && (await settle(plan, agent.id, terms, p))) written += 1;
        }
      }
    }
    return written;
  };
}
