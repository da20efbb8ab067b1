import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMinor } from '@playdeck/contract';
import {
  agentStatementListQuery,
  agentStatementRecord,
  agentStatementReject,
  agentTransferListQuery,
  agentTransferRecord,
  idParams,
  pageOf,
} from '@playdeck/contract/admin';
import { adminErrors } from '../../../lib/admin-error.js';
import { sendPage } from '../../../lib/admin-list.js';
import type { Statements } from '../statements.js';
import { statementRecordOf } from '../statements.js';
import type { TransfersRepo } from '../transfers-repo.js';

const tags = ['agents'];

/** Commission statements (money.read; paid or rejected with money.approve) and transfers (money.read). */
export async function agentMoneyAdminRoutes(
  app: FastifyInstance,
  deps: {
    statements: Statements;
    transfers: TransfersRepo;
    accountOf: (siteId: number, memberId: number) => Promise<string>;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { statements } = deps;

  const recordOf = async (id: number, siteIds: number[]) => {
    const row = await statements.byId(id);
    if (!row || !siteIds.includes(row.siteId)) throw adminErrors.notFound('no such statement');
    return statementRecordOf(row, await deps.accountOf(row.siteId, row.agentId));
  };

  r.get(
    '/api/admin/agent-statements',
    {
      config: { access: 'money.read' },
      schema: { tags, querystring: agentStatementListQuery, response: { 200: z.array(agentStatementRecord) } },
    },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, range, sort } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const page = pageOf(range);
      const { rows, total } = await statements.list(
        { siteIds: user.siteIds, siteId: filter.site_id, agentId: filter.agent_id, status: filter.status },
        page,
        sort?.[1] ?? 'DESC',
      );
      const records = rows.map(({ statement, account }) => statementRecordOf(statement, account));
      return sendPage(reply, 'agent-statements', page, records, total);
    },
  );

  r.get(
    '/api/admin/agent-statements/:id',
    { config: { access: 'money.read' }, schema: { tags, params: idParams, response: { 200: agentStatementRecord } } },
    async (request) => recordOf(request.params.id, request.operator().siteIds),
  );

  r.post(
    '/api/admin/agent-statements/:id/approve',
    {
      config: { access: 'money.approve' },
      schema: { tags, params: idParams, body: z.strictObject({}), response: { 200: agentStatementRecord } },
    },
    async (request) => {
      const user = request.operator();
      await statements.approve(request, user, request.params.id);
      return recordOf(request.params.id, user.siteIds);
    },
  );

  r.post(
    '/api/admin/agent-statements/:id/reject',
    {
      config: { access: 'money.approve' },
      schema: { tags, params: idParams, body: agentStatementReject, response: { 200: agentStatementRecord } },
    },
    async (request) => {
      const user = request.operator();
      await statements.reject(request, user, request.params.id, request.body.reason);
      return recordOf(request.params.id, user.siteIds);
    },
  );

  r.get(
    '/api/admin/agent-transfers',
    {
      config: { access: 'money.read' },
      schema: { tags, querystring: agentTransferListQuery, response: { 200: z.array(agentTransferRecord) } },
    },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, range, sort } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const page = pageOf(range);
      const { rows, total } = await deps.transfers.list(
        { siteIds: user.siteIds, siteId: filter.site_id, agentId: filter.agent_id, memberId: filter.member_id },
        page,
        sort?.[1] ?? 'DESC',
      );
      const records = rows.map(({ transfer: t, agent, member }) => ({
        id: t.id,
        site_id: t.siteId,
        agent_id: t.agentId,
        agent_account: agent,
        member_id: t.memberId,
        member_account: member,
        currency: t.currency,
        amount: formatMinor(t.amount, t.currency),
        created_at: t.createdAt.toISOString(),
      }));
      return sendPage(reply, 'agent-transfers', page, records, total);
    },
  );
}
