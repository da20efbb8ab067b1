import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParams,
  letterCampaignCreate,
  letterCampaignListQuery,
  letterCampaignRecord,
  memberLetterListQuery,
  memberLetterRecord,
  pageOf,
} from '@playdeck/contract/admin';
import type { LetterCampaignRecord } from '@playdeck/contract/admin';
import { adminErrors } from '../../../lib/admin-error.js';
import { sendPage } from '../../../lib/admin-list.js';
import { titlesOf } from '../campaigns.js';
import type { Campaigns } from '../campaigns.js';
import type { CampaignView } from '../campaigns-repo.js';
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
      const member = await opts.memberOf(filter.member_id, request.operator().siteIds);
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

const toRecord = (c: CampaignView): LetterCampaignRecord => ({
  id: c.id,
  site_id: c.siteId,
  audience: c.audience,
  titles: titlesOf(c),
  status: c.status,
  send_at: c.sendAt.toISOString(),
  created_by: c.createdByName,
  created_at: c.createdAt.toISOString(),
  sent_at: c.sentAt?.toISOString() ?? null,
  delivered: c.delivered,
  read: c.read,
});

/** Letter campaigns: list, one, write (now or later), cancel while scheduled. */
export async function letterCampaignAdminRoutes(app: FastifyInstance, opts: { campaigns: Campaigns }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['letters'];
  const { campaigns } = opts;
  const one = async (id: number, siteIds: number[]) => {
    const found = await campaigns.byId(id, siteIds);
    if (!found) throw adminErrors.notFound('no such letter campaign on your sites');
    return toRecord(found);
  };

  r.get(
    '/api/admin/letter-campaigns',
    {
      config: { access: 'letters.send' },
      schema: { tags, querystring: letterCampaignListQuery, response: { 200: z.array(letterCampaignRecord) } },
    },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, sort = ['id', 'DESC'] as const, range } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const page = pageOf(range);
      const { rows, total } = await campaigns.list(
        { siteIds: user.siteIds, siteId: filter.site_id, status: filter.status },
        sort[1],
        page,
      );
      return sendPage(reply, 'letter-campaigns', page, rows.map(toRecord), total);
    },
  );

  r.get(
    '/api/admin/letter-campaigns/:id',
    { config: { access: 'letters.send' }, schema: { tags, params: idParams, response: { 200: letterCampaignRecord } } },
    async (request) => one(request.params.id, request.operator().siteIds),
  );

  r.post(
    '/api/admin/letter-campaigns',
    {
      config: { access: 'letters.send' },
      schema: { tags, body: letterCampaignCreate, response: { 200: letterCampaignRecord } },
    },
    async (request) => {
      const user = request.operator();
      request.assertSite(request.body.site_id);
      const id = await campaigns.create(request, user, request.body);
      return one(id, user.siteIds);
    },
  );

  r.post(
    '/api/admin/letter-campaigns/:id/cancel',
    { config: { access: 'letters.send' }, schema: { tags, params: idParams, response: { 200: letterCampaignRecord } } },
    async (request) => {
      const user = request.operator();
      await campaigns.cancel(request, user, request.params.id);
      return one(request.params.id, user.siteIds);
    },
  );
}
