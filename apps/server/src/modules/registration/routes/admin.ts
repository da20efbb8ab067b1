import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  registerSettingsIdParams,
  registerSettingsKey,
  registerSettingsRecord,
  registerSettingsUpdate,
} from '@playdeck/contract/admin';
import type { RegisterSettingsAdmin } from '../settings-admin.js';

/** One currency's register settings (`register-settings/1:USD`), run by the site's owner. */
export async function registerSettingsAdminRoutes(app: FastifyInstance, opts: { admin: RegisterSettingsAdmin }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sites'];
  const access = 'sites.manage' as const;

  r.get(
    '/api/admin/register-settings/:id',
    {
      config: { access },
      schema: { tags, params: registerSettingsIdParams, response: { 200: registerSettingsRecord } },
    },
    async (request) => opts.admin.read(request.operator(), registerSettingsKey(request.params.id)),
  );

  r.put(
    '/api/admin/register-settings/:id',
    {
      config: { access },
      schema: {
        tags,
        params: registerSettingsIdParams,
        body: registerSettingsUpdate,
        response: { 200: registerSettingsRecord },
      },
    },
    async (request) =>
      opts.admin.update(request, request.operator(), registerSettingsKey(request.params.id), request.body),
  );
}
