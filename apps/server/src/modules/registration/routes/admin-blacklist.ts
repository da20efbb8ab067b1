import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blacklistCreate, blacklistListQuery, blacklistRecord, idParams, pageOf } from '@playdeck/contract/admin';
import { sendPage } from '../../../lib/admin-list.js';
import type { BlacklistAdmin } from '../blacklist-admin.js';
import { toBlacklistRecord } from '../blacklist-admin.js';
import type { BlacklistAdminRepo } from '../blacklist-admin-repo.js';

const RESOURCE = 'register-blacklist';

/**
 * The registration blacklist in react-admin's simple REST shape. Whoever reads members reads it (support
 * can tell a visitor why a registration was refused); only the owner changes it, as the other
 * registration settings.
 */
export async function blacklistAdminRoutes(
  app: FastifyInstance,
  opts: { repo: BlacklistAdminRepo; admin: BlacklistAdmin },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sites'];
  const read = 'members.read' as const;
  const write = 'sites.manage' as const;

  r.get(
    `/api/admin/${RESOURCE}`,
    {
      config: { access: read },
      schema: { tags, querystring: blacklistListQuery, response: { 200: z.array(blacklistRecord) } },
    },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, sort = ['id', 'DESC'] as const, range } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const page = pageOf(range);
      const { rows, total } = await opts.repo.list(
        { siteIds: user.siteIds, siteId: filter.site_id, kind: filter.kind, q: filter.q, ids: filter.id },
        sort,
        page,
      );
      return sendPage(reply, RESOURCE, page, rows.map(toBlacklistRecord), total);
    },
  );

  r.get(
    `/api/admin/${RESOURCE}/:id`,
    { config: { access: read }, schema: { tags, params: idParams, response: { 200: blacklistRecord } } },
    async (request) => toBlacklistRecord(await opts.admin.one(request.operator(), request.params.id)),
  );

  r.post(
    `/api/admin/${RESOURCE}`,
    { config: { access: write }, schema: { tags, body: blacklistCreate, response: { 201: blacklistRecord } } },
    async (request, reply) => {
      const created = await opts.admin.create(request, request.operator(), request.body);
      return reply.status(201).send(toBlacklistRecord(created));
    },
  );

  r.delete(
    `/api/admin/${RESOURCE}/:id`,
    { config: { access: write }, schema: { tags, params: idParams, response: { 200: blacklistRecord } } },
    async (request) => toBlacklistRecord(await opts.admin.remove(request, request.operator(), request.params.id)),
  );
}
