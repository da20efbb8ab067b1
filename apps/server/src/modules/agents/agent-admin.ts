import type { FastifyRequest } from 'fastify';
import { channels } from '@playdeck/contract';
import { can } from '@playdeck/contract/admin';
import type { agentUpdate } from '@playdeck/contract/admin';
import type { z } from 'zod';
import { adminErrors } from '../../lib/admin-error.js';
import type { Audit } from '../audit/types.js';
import type { OperatorUser } from '../operators/types.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { AgentsAdminRepo, AgentView } from './agents-admin-repo.js';
import type { PlansRepo } from './plans-repo.js';

/**
 * An operator's changes to an agent: support and the owner switch an agent off or on, and a plan change
 * also needs agents.plans (owner, finance): it decides what is paid. Audited; the agent's pages are told.
 */
export function createAgentAdmin(deps: {
  repo: AgentsAdminRepo;
  plans: PlansRepo;
  audit: Audit;
  realtime: RealtimeHub;
}) {
  const { repo } = deps;

  return {
    /** The agent's plan and active flag; answers the agent as it now is. */
    async update(
      request: FastifyRequest,
      user: OperatorUser,
      id: number,
      b: z.output<typeof agentUpdate>,
    ): Promise<AgentView> {
      const before = await repo.byId(id, user.siteIds);
      if (!before) throw adminErrors.notFound('no such agent');
      const { plan_id: planId, agent_active: agentActive, reason } = b;
      if (planId !== before.member.agentPlanId) {
        if (!can(user.role, 'agents.plans')) throw adminErrors.forbidden('a plan change needs agents.plans');
        const plan = planId === null ? undefined : await deps.plans.byId(planId);
        if (
          planId !== null &&
          (!plan || plan.siteId !== before.member.siteId || plan.currency !== before.member.memberCurrency)
        ) {
          throw adminErrors.invalid('plan_id', 'a plan of the agent’s site and currency');
        }
      }
      await repo.transaction(async (tx) => {
        await repo.update(tx, before.member.id, { agentPlanId: planId, agentActive });
        await deps.audit.record(tx, request, user, {
          siteId: before.member.siteId,
          action: 'agent.update',
          targetType: 'member',
          targetId: before.member.id,
          reason,
          before: { plan_id: before.member.agentPlanId, agent_active: before.member.agentActive },
          after: { plan_id: planId, agent_active: agentActive },
        });
      });
      // The layout's agent_active and the agent centre change on the agent's open pages.
      deps.realtime.publish(channels.member(before.member.id), 'profile.updated', {});
      return (await repo.byId(before.member.id, user.siteIds))!;
    },
  };
}

export type AgentAdmin = ReturnType<typeof createAgentAdmin>;
