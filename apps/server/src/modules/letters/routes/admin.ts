import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberLetterListQuery, memberLetterRecord, pageOf } from '@playdeck/contract/admin';
import { adminErrors } from '../../../lib/admin-error.js';
import { sendPage } from '../../../lib/admin-list.js';
import { operatorOf } from '../../operators/guard.js';
import type { LettersRepo } from '../repo.js';

/** The letters a member was sent (read, unread, deleted by them). */
export async function letterAdminRoutes(
  app: FastifyInstance,
  opts: { repo: LettersRepo; memberOf: (id: number, siteIds: number[]) => Promise<{ id: number } | undefined> },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/member-letters',
    {
      config: { access: 'members.read' },
      schema: { tags: ['members'], querystring: memberLetterListQuery, response: { 200: z.array(memberLetterRecord) } },
    },
    async (request, reply) => {
      const { filter, range } = request.query;
      if (!filter) throw adminErrors.invalid('filter', 'name a member_id');
      const member = await opts.memberOf(filter.member_id, operatorOf(request).siteIds);
      if (!member) throw adminErrors.notFound('no such member on your sites');
      const page = pageOf(range);
      const { rows, total } = await opts.repo.ofMember(member.id, page);
      const records = rows.map((l) => ({
        id: l.id,
        member_id: l.memberId,
        created_at: l.createdAt.toISOString(),
        title: l.title,
        language: l.language,
        is_read: l.isRead,
        deleted: l.deletedAt !== null,
      }));
      return sendPage(reply, 'member-letters', page, records, total);
    },
  );
}
