import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calls } from '@playdeck/contract';
import { encodeReply, sendEncoded } from '../../../lib/encoded-reply.js';
import type { EncodedReply } from '../../../lib/encoded-reply.js';
import { registerCall } from '../../../lib/register-call.js';
import type { SiteRecord } from '../directory.js';
import { toLogos, toSiteDetail } from '../service.js';

export async function siteRoutes(app: FastifyInstance): Promise<void> {
  // Every page asks for its site's detail, the same for every caller until the site is written, when the
  // directory holds a new record: kept as bytes per record, not rebuilt and serialized per request.
  const details = new WeakMap<SiteRecord, EncodedReply>();
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(`/api${calls.siteDetail.path}`, { schema: { body: calls.siteDetail.request } }, async (request, reply) => {
      const site = await app.siteFor(request, request.body.site_id);
      let encoded = details.get(site);
      if (!encoded) {
        encoded = encodeReply({ detail: toSiteDetail(site) });
        details.set(site, encoded);
      }
      return sendEncoded(request, reply, encoded);
    });
  registerCall(app, calls.logos, async (body, request) => toLogos(await app.siteFor(request, body.site_id)));
}
