import type { FastifyInstance } from 'fastify';
import { calls } from '@playdeck/contract';
import { registerCall } from '../../../lib/register-call.js';
import { toLogos, toSiteDetail } from '../service.js';

export async function siteRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, calls.siteDetail, async (body, request) => ({
    detail: toSiteDetail(await app.siteFor(request, body.site_id)),
  }));
  registerCall(app, calls.logos, async (body, request) => toLogos(await app.siteFor(request, body.site_id)));
}
