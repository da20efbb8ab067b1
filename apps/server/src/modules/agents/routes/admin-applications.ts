import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentApplicationApprove,
  agentApplicationListQuery,
  agentApplicationRecord,
  agentApplicationReject,
  idParams,
  pageOf,
} from '@playdeck/contract/admin';
import { adminErrors } from '../../../lib/admin-error.js';
import { sendPage } from '../../../lib/admin-list.js';
import type { Applications } from '../applications.js';
import { applicationRecordOf } from '../applications.js';
import type { ApplicationsRepo } from '../applications-repo.js';

const tags = ['agents'];

/** Applications to become an agent: read with members.read, decided with agents.manage (owner, support). */
export async function agentApplicationAdminRoutes(
  app: FastifyInstance,
  deps: { repo: ApplicationsRepo; applications: Applications },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/agent-applications',
    {
      config: { access: 'members.read' },
      schema: { tags, querystring: agentApplicationListQuery, response: { 200: z.array(agentApplicationRecord) } },
    },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, range, sort } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const page = pageOf(range);
      const { rows, total } = await deps.repo.list(
        { siteIds: user.siteIds, siteId: filter.site_id, status: filter.status, memberId: filter.member_id },
        page,
        sort?.[1] ?? 'DESC',
      );
      return sendPage(reply, 'agent-applications', page, rows.map(applicationRecordOf), total);
    },
  );

  r.get(
    '/api/admin/agent-applications/:id',
    {
      config: { access: 'members.read' },
      schema: { tags, params: idParams, response: { 200: agentApplicationRecord } },
    },
    async (request) => {
      const view = await deps.repo.byId(request.params.id, request.operator().siteIds);
      if (!view) throw adminErrors.notFound('no such application');
      return applicationRecordOf(view);
    },
  );

  r.post(
    '/api/admin/agent-applications/:id/approve',
    {
      config: { access: 'agents.manage' },
      schema: { tags, params: idParams, body: agentApplicationApprove, response: { 200: agentApplicationRecord } },
    },
    async (request) => deps.applications.approve(request, request.operator(), request.params.id, request.body.plan_id),
  );

  r.post(
    '/api/admin/agent-applications/:id/reject',
    {
      config: { access: 'agents.manage' },
      schema: { tags, params: idParams, body: agentApplicationReject, response: { 200: agentApplicationRecord } },
    },
    async (request) => deps.applications.reject(request, request.operator(), request.params.id, request.body.reason),
  );
}
