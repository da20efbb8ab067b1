import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agentListQuery, agentRecord, agentUpdate, idParams, pageOf } from '@playdeck/contract/admin';
import type { AgentRecord } from '@playdeck/contract/admin';
import { adminErrors } from '../../../lib/admin-error.js';
import { sendPage } from '../../../lib/admin-list.js';
import type { AgentAdmin } from '../agent-admin.js';
import type { AgentsAdminRepo, AgentView } from '../agents-admin-repo.js';

const tags = ['agents'];

const recordOf = ({ member: m, planName, downline, parentAccount }: AgentView): AgentRecord => ({
  id: m.id,
  site_id: m.siteId,
  member_account: m.memberAccount,
  currency: m.memberCurrency,
  agent_level: m.agentLevel,
  agent_active: m.agentActive,
  plan_id: m.agentPlanId,
  plan_name: planName,
  parent_agent_id: m.parentAgentId,
  parent_agent_account: parentAccount,
  downline,
  created_at: m.createdAt.toISOString(),
});

/**
 * The agents (members.read); support and the owner switch an agent off or on (agents.manage), and a plan
 * change also needs agents.plans (owner, finance): it decides what is paid.
 */
export async function agentAdminRoutes(app: FastifyInstance, deps: { repo: AgentsAdminRepo; admin: AgentAdmin }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { repo } = deps;

  r.get(
    '/api/admin/agents',
    {
      config: { access: 'members.read' },
      schema: { tags, querystring: agentListQuery, response: { 200: z.array(agentRecord) } },
    },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, range, sort } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const page = pageOf(range);
      const { rows, total } = await repo.list(
        { siteIds: user.siteIds, siteId: filter.site_id, account: filter.member_account, active: filter.agent_active },
        page,
        sort?.[1] ?? 'DESC',
      );
      return sendPage(reply, 'agents', page, rows.map(recordOf), total);
    },
  );

  r.get(
    '/api/admin/agents/:id',
    { config: { access: 'members.read' }, schema: { tags, params: idParams, response: { 200: agentRecord } } },
    async (request) => {
      const view = await repo.byId(request.params.id, request.operator().siteIds);
      if (!view) throw adminErrors.notFound('no such agent');
      return recordOf(view);
    },
  );

  r.put(
    '/api/admin/agents/:id',
    {
      config: { access: 'agents.manage' },
      schema: { tags, params: idParams, body: agentUpdate, response: { 200: agentRecord } },
    },
    async (request) => recordOf(await deps.admin.update(request, request.operator(), request.params.id, request.body)),
  );
}
