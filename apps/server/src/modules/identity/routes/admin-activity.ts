import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParams,
  memberLoginListQuery,
  memberLoginRecord,
  memberSessionListQuery,
  memberSessionRecord,
  pageOf,
  reasonBody,
} from '@playdeck/contract/admin';
import { adminErrors } from '../../../lib/admin-error.js';
import { sendPage } from '../../../lib/admin-list.js';
import type { MemberAdminRepo } from '../admin-repo.js';
import type { MemberActivityRepo } from '../admin-activity-repo.js';
import type { SessionAdmin } from '../session-admin.js';

/** A member's live sessions (end one) and login history. */
export async function memberActivityRoutes(
  app: FastifyInstance,
  opts: { members: MemberAdminRepo; activity: MemberActivityRepo; sessions: SessionAdmin },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['members'];
  const granted = async (memberId: number, siteIds: number[]) => {
    const member = await opts.members.byId(memberId, siteIds);
    if (!member) throw adminErrors.notFound('no such member on your sites');
    return member;
  };

  r.get(
    '/api/admin/member-sessions',
    {
      config: { access: 'members.read' },
      schema: { tags, querystring: memberSessionListQuery, response: { 200: z.array(memberSessionRecord) } },
    },
    async (request, reply) => {
      const { filter, range } = request.query;
      if (!filter) throw adminErrors.invalid('filter', 'name a member_id');
      await granted(filter.member_id, request.operator().siteIds);
      const page = pageOf(range);
      const { rows, total } = await opts.activity.liveSessions(filter.member_id, page);
      const records = rows.map((s) => ({
        id: s.id,
        member_id: s.memberId,
        started_at: s.createdAt.toISOString(),
        last_seen_at: s.lastSeenAt.toISOString(),
        expires_at: s.expiresAt.toISOString(),
        device: s.device,
      }));
      return sendPage(reply, 'member-sessions', page, records, total);
    },
  );

  r.delete(
    '/api/admin/member-sessions/:id',
    {
      config: { access: 'members.manage' },
      // react-admin's delete sends no body: the reason is optional here.
      schema: { tags, params: idParams, body: reasonBody.partial().nullish(), response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      await opts.sessions.endSession(request, request.operator(), request.params.id, request.body?.reason ?? '');
      reply.status(204);
    },
  );

  r.get(
    '/api/admin/member-logins',
    {
      config: { access: 'members.read' },
      schema: { tags, querystring: memberLoginListQuery, response: { 200: z.array(memberLoginRecord) } },
    },
    async (request, reply) => {
      const { filter, range } = request.query;
      if (!filter) throw adminErrors.invalid('filter', 'name a member_id');
      await granted(filter.member_id, request.operator().siteIds);
      const page = pageOf(range);
      const { rows, total } = await opts.activity.logins(filter.member_id, page);
      const records = rows.map((l) => ({
        id: l.id,
        member_id: l.memberId,
        at: l.at.toISOString(),
        ip: l.ip,
        udid: l.udid,
        device: l.device,
      }));
      return sendPage(reply, 'member-logins', page, records, total);
    },
  );
}
