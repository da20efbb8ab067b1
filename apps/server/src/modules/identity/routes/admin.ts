import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMinor } from '@playdeck/contract';
import {
  idParams,
  memberActionRequest,
  memberListQuery,
  memberRecord,
  memberStatusRequest,
  pageOf,
} from '@playdeck/contract/admin';
import type { MemberRecord } from '@playdeck/contract/admin';
import { adminErrors } from '../../../lib/admin-error.js';
import { sendPage } from '../../../lib/admin-list.js';
import type { MemberAdminRepo, MemberWithBalance } from '../admin-repo.js';
import type { MemberAdmin } from '../member-admin.js';
import type { MemberRow } from '../member-repo.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const date = (s: string | undefined) => (s ? new Date(s) : undefined);

export const toMemberRecord = (m: MemberRow, balance: bigint): MemberRecord => ({
  id: m.id,
  site_id: m.siteId,
  account: m.memberAccount,
  name: m.memberName,
  currency: m.memberCurrency,
  status: m.status,
  phone: m.memberPhone,
  email: m.memberEmail,
  member_type: m.memberType,
  agent_id: m.parentAgentId,
  registered_at: m.createdAt.toISOString(),
  registered_ip: m.registerIp,
  last_login_at: iso(m.lastLoginAt),
  last_login_ip: m.lastLoginIp,
  balance: formatMinor(balance, m.memberCurrency),
  must_change_password: m.firstLoginToChangePassword,
});
const record = (m: MemberWithBalance) => toMemberRecord(m, m.balance);

/** The back office's members: search and filter, one member, and the account actions. */
export async function memberAdminRoutes(app: FastifyInstance, opts: { repo: MemberAdminRepo; admin: MemberAdmin }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['members'];

  r.get(
    '/api/admin/members',
    {
      config: { access: 'members.read' },
      schema: { tags, querystring: memberListQuery, response: { 200: z.array(memberRecord) } },
    },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, sort = ['id', 'DESC'] as const, range } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const page = pageOf(range);
      const { rows, total } = await opts.repo.list(
        {
          siteIds: user.siteIds,
          q: filter.q,
          ids: filter.id,
          siteId: filter.site_id,
          currency: filter.currency,
          status: filter.status,
          agentId: filter.agent_id,
          registeredFrom: date(filter.registered_from),
          registeredTo: date(filter.registered_to),
          lastLoginFrom: date(filter.last_login_from),
          lastLoginTo: date(filter.last_login_to),
        },
        sort,
        page,
      );
      return sendPage(reply, 'members', page, rows.map(record), total);
    },
  );

  r.get(
    '/api/admin/members/:id',
    {
      config: { access: 'members.read' },
      schema: { tags, params: idParams, response: { 200: memberRecord } },
    },
    async (request) => {
      const member = await opts.repo.byId(request.params.id, request.operator().siteIds);
      if (!member) throw adminErrors.notFound('no such member on your sites');
      return record(member);
    },
  );

  r.post(
    '/api/admin/members/:id/status',
    {
      config: { access: 'members.manage' },
      schema: {
        tags,
        params: idParams,
        body: memberStatusRequest,
        response: { 200: z.object({ status: z.string() }) },
      },
    },
    async (request) => {
      const { status, reason } = request.body;
      const member = await opts.admin.setStatus(request, request.operator(), request.params.id, status, reason);
      return { status: member.status };
    },
  );

  const actions = {
    unlock: opts.admin.unlock,
    'force-password-change': opts.admin.forcePasswordChange,
    'reset-withdraw-password': opts.admin.resetWithdrawPassword,
  } as const;
  for (const [path, act] of Object.entries(actions)) {
    r.post(
      `/api/admin/members/:id/${path}`,
      {
        config: { access: 'members.manage' },
        schema: { tags, params: idParams, body: memberActionRequest, response: { 204: z.undefined() } },
      },
      async (request, reply) => {
        await act(request, request.operator(), request.params.id, request.body.reason);
        reply.status(204);
      },
    );
  }
}
