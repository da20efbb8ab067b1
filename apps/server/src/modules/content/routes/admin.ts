import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentCopy,
  contentCreate,
  contentListQuery,
  contentRecord,
  contentUpdate,
  idParams,
  pageOf,
} from '@playdeck/contract/admin';
import { adminErrors } from '../../../lib/admin-error.js';
import { sendPage } from '../../../lib/admin-list.js';
import type { ContentAdmin } from '../admin.js';
import type { ContentAdminRepo } from '../admin-repo.js';
import { toContentRecord } from '../records.js';

/** The back office's site content: react-admin's simple REST over `content_entries`, plus "copy". */
export async function contentAdminRoutes(app: FastifyInstance, opts: { repo: ContentAdminRepo; admin: ContentAdmin }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];
  const access = 'content.manage' as const;
  const { repo, admin } = opts;

  r.get(
    '/api/admin/content',
    { config: { access }, schema: { tags, querystring: contentListQuery, response: { 200: z.array(contentRecord) } } },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, sort = ['id', 'ASC'] as const, range } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const page = pageOf(range);
      const { rows, total } = await repo.list(
        {
          siteIds: user.siteIds,
          siteId: filter.site_id,
          kind: filter.kind,
          locale: filter.locale === 'all' ? null : filter.locale,
          active: filter.active,
          status: filter.status,
          q: filter.q,
          ids: filter.id,
        },
        sort,
        page,
      );
      return sendPage(reply, 'content', page, rows.map(toContentRecord), total);
    },
  );

  r.get(
    '/api/admin/content/:id',
    { config: { access }, schema: { tags, params: idParams, response: { 200: contentRecord } } },
    async (request) => {
      const found = await repo.byId(request.params.id, request.operator().siteIds);
      if (!found) throw adminErrors.notFound('no such content on your sites');
      return toContentRecord(found);
    },
  );

  r.post(
    '/api/admin/content',
    { config: { access }, schema: { tags, body: contentCreate, response: { 201: contentRecord } } },
    async (request, reply) => {
      const created = await admin.create(request, request.operator(), request.body);
      return reply.status(201).send(toContentRecord(created));
    },
  );

  r.put(
    '/api/admin/content/:id',
    { config: { access }, schema: { tags, params: idParams, body: contentUpdate, response: { 200: contentRecord } } },
    async (request) =>
      toContentRecord(await admin.update(request, request.operator(), request.params.id, request.body)),
  );

  r.delete(
    '/api/admin/content/:id',
    { config: { access }, schema: { tags, params: idParams, response: { 200: contentRecord } } },
    async (request) => toContentRecord(await admin.remove(request, request.operator(), request.params.id)),
  );

  r.post(
    '/api/admin/content/:id/copy',
    { config: { access }, schema: { tags, params: idParams, body: contentCopy, response: { 201: contentRecord } } },
    async (request, reply) => {
      const copy = await admin.copy(request, request.operator(), request.params.id, request.body);
      return reply.status(201).send(toContentRecord(copy));
    },
  );
}
