import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentPlanCreate,
  agentPlanListQuery,
  agentPlanRecord,
  agentPlanUpdate,
  idParams,
  pageOf,
} from '@playdeck/contract/admin';
import { adminErrors } from '../../../lib/admin-error.js';
import { sendPage } from '../../../lib/admin-list.js';
import type { Plans } from '../plans.js';
import type { PlanRow, PlansRepo } from '../plans-repo.js';

const tags = ['agents'];

/** Commission plans: read with money.read, written with agents.plans (owner, finance). */
export async function agentPlanAdminRoutes(
  app: FastifyInstance,
  deps: { repo: PlansRepo; plans: Plans; siteCurrencies: (siteId: number) => Promise<string[] | undefined> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { repo, plans } = deps;

  const planOf = async (id: number, siteIds: number[]): Promise<PlanRow> => {
    const plan = await repo.byId(id);
    if (!plan || !siteIds.includes(plan.siteId)) throw adminErrors.notFound('no such plan');
    return plan;
  };
  const one = async (plan: PlanRow) => (await plans.records([plan]))[0]!;

  r.get(
    '/api/admin/agent-plans',
    {
      config: { access: 'money.read' },
      schema: { tags, querystring: agentPlanListQuery, response: { 200: z.array(agentPlanRecord) } },
    },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, range, sort } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const page = pageOf(range);
      const { rows, total } = await repo.list(
        { siteIds: user.siteIds, siteId: filter.site_id, currency: filter.currency },
        page,
        sort?.[1] ?? 'DESC',
      );
      return sendPage(reply, 'agent-plans', page, await plans.records(rows), total);
    },
  );

  r.get(
    '/api/admin/agent-plans/:id',
    { config: { access: 'money.read' }, schema: { tags, params: idParams, response: { 200: agentPlanRecord } } },
    async (request) => one(await planOf(request.params.id, request.operator().siteIds)),
  );

  r.post(
    '/api/admin/agent-plans',
    {
      config: { access: 'agents.plans' },
      schema: { tags, body: agentPlanCreate, response: { 200: agentPlanRecord } },
    },
    async (request) => {
      const user = request.operator();
      request.assertSite(request.body.site_id);
      if (!(await deps.siteCurrencies(request.body.site_id))?.includes(request.body.currency)) {
        throw adminErrors.invalid('currency', 'a currency of the site');
      }
      return one(await plans.create(request, user, request.body));
    },
  );

  r.put(
    '/api/admin/agent-plans/:id',
    {
      config: { access: 'agents.plans' },
      schema: { tags, params: idParams, body: agentPlanUpdate, response: { 200: agentPlanRecord } },
    },
    async (request) => {
      const user = request.operator();
      const plan = await planOf(request.params.id, user.siteIds);
      return one(await plans.update(request, user, plan, request.body));
    },
  );
}
