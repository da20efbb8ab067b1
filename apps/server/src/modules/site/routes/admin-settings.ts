import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, siteSettingsRecord, siteSettingsUpdate } from '@playdeck/contract/admin';
import type { SiteSettingsAdmin } from '../settings-admin.js';
import { toSettingsRecord } from '../settings-record.js';

/**
 * A site's settings as its owner runs them: `site-settings/:id` is the site's id, so the
 * console edits it as an ordinary resource. The site list and picker (`sites`, every role) stay apart.
 */
export async function siteSettingsRoutes(app: FastifyInstance, opts: { admin: SiteSettingsAdmin }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sites'];
  const access = 'sites.manage' as const;

  r.get(
    '/api/admin/site-settings/:id',
    { config: { access }, schema: { tags, params: idParams, response: { 200: siteSettingsRecord } } },
    async (request) => toSettingsRecord(await opts.admin.read(request.operator(), request.params.id)),
  );

  r.put(
    '/api/admin/site-settings/:id',
    {
      config: { access },
      schema: { tags, params: idParams, body: siteSettingsUpdate, response: { 200: siteSettingsRecord } },
    },
    async (request) =>
      toSettingsRecord(await opts.admin.update(request, request.operator(), request.params.id, request.body)),
  );
}
