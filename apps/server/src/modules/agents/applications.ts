import type { FastifyRequest } from 'fastify';
import { AGENT_CODES, channels } from '@playdeck/contract';
import type { AgentApplicationRecord } from '@playdeck/contract/admin';
import { adminErrors } from '../../lib/admin-error.js';
import { ApiError } from '../../lib/envelope.js';
import type { Audit } from '../audit/types.js';
import type { MemberRow } from '../identity/index.js';
import type { OperatorUser } from '../operators/types.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { SiteRecord } from '../site/types.js';
import type { ApplicationsRepo, ApplicationView } from './applications-repo.js';
import { applyForAgentCheck } from './checks.js';
import type { PlansRepo } from './plans-repo.js';

export const applicationRecordOf = ({ application: a, account, currency, parentAgentId }: ApplicationView) =>
  ({
    id: a.id,
    site_id: a.siteId,
    member_id: a.memberId,
    member_account: account,
    currency,
    parent_agent_id: parentAgentId,
    note: a.note,
    status: a.status,
    reason: a.reason,
    decided_by: a.decidedBy,
    created_at: a.createdAt.toISOString(),
    decided_at: a.decidedAt?.toISOString() ?? null,
  }) satisfies AgentApplicationRecord;

/** A member applies to become an agent; support or the owner decides, audited, and the member is told. */
export function createApplications(deps: {
  repo: ApplicationsRepo;
  plans: PlansRepo;
  audit: Audit;
  realtime: RealtimeHub;
}) {
  const { repo } = deps;

  async function decided(request: FastifyRequest, user: OperatorUser, id: number) {
    const after = await repo.byId(id, user.siteIds);
    if (!after) throw adminErrors.notFound('no such application');
    // The layout (is_agent) and the menu's apply check change: the member's open pages refetch them.
    deps.realtime.publish(channels.member(after.application.memberId), 'profile.updated', {});
    return applicationRecordOf(after);
  }

  return {
    async hasPending(memberId: number) {
      return repo.hasPending(memberId);
    },

    async apply(site: SiteRecord, member: MemberRow, note: string): Promise<void> {
      applyForAgentCheck(site, member, false);
      if (!(await repo.insert(site.siteId, member.id, note))) {
        throw new ApiError(AGENT_CODES.alreadyApplied, 'agents.err.already_applied');
      }
      deps.realtime.publish(channels.member(member.id), 'profile.updated', {});
    },

    async approve(request: FastifyRequest, user: OperatorUser, id: number, planId: number | null) {
      const view = await repo.byId(id, user.siteIds);
      if (!view) throw adminErrors.notFound('no such application');
      if (planId !== null) {
        const plan = await deps.plans.byId(planId);
        if (!plan || plan.siteId !== view.application.siteId || plan.currency !== view.currency) {
          throw adminErrors.invalid('plan_id', 'a plan of the member’s site and currency');
        }
      }
      await repo.transaction(async (tx) => {
        const row = await repo.decide(tx, id, { status: 'approved', reason: '', decidedBy: user.username });
        if (!row) throw adminErrors.conflict('this application was decided already', 'status');
        if (!(await repo.makeAgent(tx, row.memberId, planId))) {
          throw adminErrors.conflict('this member is an agent already', 'member_id');
        }
        await deps.audit.record(tx, request, user, {
          siteId: row.siteId,
          action: 'agent_application.approve',
          targetType: 'member',
          targetId: row.memberId,
          after: { application_id: id, plan_id: planId },
        });
      });
      return decided(request, user, id);
    },

    async reject(request: FastifyRequest, user: OperatorUser, id: number, reason: string) {
      if (!(await repo.byId(id, user.siteIds))) throw adminErrors.notFound('no such application');
      await repo.transaction(async (tx) => {
        const row = await repo.decide(tx, id, { status: 'rejected', reason, decidedBy: user.username });
        if (!row) throw adminErrors.conflict('this application was decided already', 'status');
        await deps.audit.record(tx, request, user, {
          siteId: row.siteId,
          action: 'agent_application.reject',
          targetType: 'member',
          targetId: row.memberId,
          reason,
          after: { application_id: id },
        });
      });
      return decided(request, user, id);
    },
  };
}

export type Applications = ReturnType<typeof createApplications>;
