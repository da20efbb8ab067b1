import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RESULT } from '@playdeck/contract';
import {
  idParams,
  memberLoginListQuery,
  memberLoginRecord,
  memberSessionListQuery,
  memberSessionRecord,
  pageOf,
  reasonBody,
} from '@playdeck/contract/admin';
import type { Db, Tx } from '../../../db/client.js';
import { adminErrors } from '../../../lib/admin-error.js';
import { sendPage } from '../../../lib/admin-list.js';
import type { Audit } from '../../audit/service.js';
import type { RealtimeHub } from '../../realtime/hub.js';
import type { MemberAdminRepo } from '../admin-repo.js';
import type { MemberActivityRepo } from '../admin-activity-repo.js';
import { privateChannels } from '../login-service.js';

/** A member's live sessions (end one) and login history. */
export async function memberActivityRoutes(
  app: FastifyInstance,
  opts: { db: Db; members: MemberAdminRepo; activity: MemberActivityRepo; audit: Audit; realtime: RealtimeHub },
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
      const user = request.operator();
      const session = await opts.activity.sessionById(request.params.id);
      const member = session && (await opts.members.byId(session.memberId, user.siteIds));
      if (!session || !member) throw adminErrors.notFound('no such session on your sites');
      const ended = await opts.db.transaction(async (raw) => {
        const tx = raw as unknown as Tx;
        if (!(await opts.activity.revokeSession(tx, session.id))) return false;
        await opts.audit.record(tx, request, user, {
          siteId: member.siteId,
          action: 'member.session.end',
          targetType: 'member',
          targetId: member.id,
          before: { session_id: session.id, device: session.device },
          reason: request.body?.reason ?? '',
        });
        return true;
      });
      if (ended) {
        opts.realtime.signOut([session.id], privateChannels(member), RESULT.unauthorized);
      }
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
