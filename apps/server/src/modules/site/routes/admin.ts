import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { timeZoneOr } from '@playdeck/contract';
import { idParams, siteRecord } from '@playdeck/contract/admin';
import type { SiteRecord } from '@playdeck/contract/admin';
import { adminErrors } from '../../../lib/admin-error.js';
import type { SiteDirectory, SiteRecord as DirectorySite } from '../directory.js';

const toRecord = (s: DirectorySite): SiteRecord => ({
  id: s.siteId,
  name: s.name,
  title: s.title,
  hosts: s.domains,
  currencies: s.currencies,
  locales: s.locales,
  active: s.active,
  time_zone: timeZoneOr(s.envConfig.timeZone),
});

/** The sites granted to the operator user (every role needs them to pick a site). */
export async function siteAdminRoutes(app: FastifyInstance, opts: { sites: SiteDirectory }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const granted = async (siteIds: number[]) =>
    (await Promise.all(siteIds.map((id) => opts.sites.byIdOrUndefined(id)))).filter((s) => s !== undefined);

  r.get(
    '/api/admin/sites',
    { config: { access: 'sites.read' }, schema: { tags: ['sites'], response: { 200: z.array(siteRecord) } } },
    async (request, reply) => {
      const rows = (await granted(request.operator().siteIds)).map(toRecord);
      reply.header('content-range', `sites 0-${Math.max(0, rows.length - 1)}/${rows.length}`);
      return rows;
    },
  );

  r.get(
    '/api/admin/sites/:id',
    {
      config: { access: 'sites.read' },
      schema: { tags: ['sites'], params: idParams, response: { 200: siteRecord } },
    },
    async (request) => {
      const { id } = request.params;
      const site = request.operator().siteIds.includes(id) ? await opts.sites.byIdOrUndefined(id) : undefined;
      if (!site) throw adminErrors.notFound('no such site of yours');
      return toRecord(site);
    },
  );
}
