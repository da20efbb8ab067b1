import type { FastifyRequest } from 'fastify';
import { formatMinor, parseMinor } from '@playdeck/contract';
import type { AgentPlanReply, AgentPlanTerms } from '@playdeck/contract';
import type { AgentPlanRecord, agentPlanCreate, agentPlanUpdate } from '@playdeck/contract/admin';
import type { z } from 'zod';
import { adminErrors } from '../../lib/admin-error.js';
import { periodAt } from '../../lib/periods.js';
import type { Audit } from '../audit/types.js';
import type { MemberRow } from '../identity/index.js';
import type { OperatorUser } from '../operators/types.js';
import type { PlanRow, PlansRepo } from './plans-repo.js';

/** Tier thresholds in the currency's decimals, as the plan stores them ("1000" → "1000.00"). */
function normalisedTerms(terms: AgentPlanTerms, currency: string): AgentPlanTerms {
  const tiers = terms.tiers.map((tier, i) => {
    const minor = parseMinor(tier.net_result, currency);
    if (minor === undefined)
      throw adminErrors.invalid(`terms.tiers.${i}.net_result`, 'an amount in this currency’s decimals');
    return { ...tier, net_result: formatMinor(minor, currency) };
  });
  tiers.sort((a, b) => a.rate_permille - b.rate_permille);
  return { ...terms, tiers };
}

/** The plan an agent is on: theirs, else the site's default for their currency. */
export async function planOf(repo: PlansRepo, agent: MemberRow): Promise<PlanRow | undefined> {
  const own = agent.agentPlanId === null ? undefined : await repo.byId(agent.agentPlanId);
  return own ?? (await repo.defaultOf(agent.siteId, agent.memberCurrency));
}

/** Commission plans: the agent's view, and the owner's and finance's edits (audited). */
export function createPlans(deps: { repo: PlansRepo; audit: Audit }) {
  const { repo, audit } = deps;

  async function recordOf(plan: PlanRow, agents: number): Promise<AgentPlanRecord> {
    const { current, next } = await repo.termsAround(plan.id, new Date());
    const terms = current?.terms ?? next?.terms;
    if (!terms) throw new Error(`plan ${plan.id} has no terms`);
    return {
      id: plan.id,
      site_id: plan.siteId,
      currency: plan.currency,
      name: plan.name,
      is_default: plan.isDefault,
      terms,
      next_terms: current && next ? next.terms : null,
      next_from: current && next ? next.effectiveFrom.toISOString() : null,
      agents,
      version: plan.version,
    };
  }

  return {
    recordOf,
    async records(plans: PlanRow[]): Promise<AgentPlanRecord[]> {
      const counts = await repo.agentCount(plans);
      return Promise.all(plans.map((p) => recordOf(p, counts.get(p.id) ?? 0)));
    },

    async forAgent(agent: MemberRow, levelName: string): Promise<AgentPlanReply> {
      const plan = await planOf(repo, agent);
      const empty = { plan: null, agent_level: agent.agentLevel, level_name: levelName };
      if (!plan) return empty;
      const { current, next } = await repo.termsAround(plan.id, new Date());
      if (!current) return empty;
      return {
        plan: {
          name: plan.name,
          currency: plan.currency,
          terms: current.terms,
          next: next ? { terms: next.terms, effective_from: next.effectiveFrom.toISOString() } : null,
        },
        agent_level: agent.agentLevel,
        level_name: levelName,
      };
    },

    /** A new plan's terms hold from the start of the period now running: nobody was settled on it yet. */
    async create(request: FastifyRequest, user: OperatorUser, b: z.output<typeof agentPlanCreate>) {
      const terms = normalisedTerms(b.terms, b.currency);
      return repo.transaction(async (tx) => {
        const plan = await repo.insert(tx, { siteId: b.site_id, currency: b.currency, name: b.name, isDefault: false });
        if (b.is_default) await repo.clearDefault(tx, b.site_id, b.currency, plan.id);
        const saved = b.is_default
          ? await repo.update(tx, plan.id, plan.version, { name: b.name, isDefault: true })
          : plan;
        await repo.putTerms(tx, plan.id, periodAt(terms.period, new Date()).start, terms);
        await audit.record(tx, request, user, {
          siteId: b.site_id,
          action: 'agent_plan.create',
          targetType: 'agent_plan',
          targetId: plan.id,
          after: { ...b, terms },
        });
        return saved!;
      });
    },

    /**
     * New terms start with the next period: the period running and every settled one keep theirs. The
     * period length is the plan's for good (a different one is a new plan), so periods never overlap.
     */
    async update(request: FastifyRequest, user: OperatorUser, plan: PlanRow, b: z.output<typeof agentPlanUpdate>) {
      const { current, next } = await repo.termsAround(plan.id, new Date());
      const running = current ?? next;
      if (running && running.terms.period !== b.terms.period) {
        throw adminErrors.invalid('terms.period', 'a plan keeps its period; create a new plan for another');
      }
      const terms = normalisedTerms(b.terms, plan.currency);
      return repo.transaction(async (tx) => {
        const saved = await repo.update(tx, plan.id, b.version, { name: b.name, isDefault: b.is_default });
        if (!saved) throw adminErrors.conflict('someone else changed this plan; reload it', 'version');
        if (b.is_default) await repo.clearDefault(tx, plan.siteId, plan.currency, plan.id);
        const from = periodAt(terms.period, new Date()).end;
        await repo.putTerms(tx, plan.id, from, terms);
        await audit.record(tx, request, user, {
          siteId: plan.siteId,
          action: 'agent_plan.update',
          targetType: 'agent_plan',
          targetId: plan.id,
          before: { name: plan.name, is_default: plan.isDefault, terms: running?.terms },
          after: { name: b.name, is_default: b.is_default, terms, effective_from: from },
        });
        return saved;
      });
    },
  };
}

export type Plans = ReturnType<typeof createPlans>;
