import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hub88AccountRecord, hub88AccountUpdate } from '@playdeck/contract/admin';
import type { AggregatorAccounts } from '../aggregator-accounts.js';

/**
 * The deployment's Hub88 account (operator id, base URL, keys): owners only (integrations.manage). The
 * reply never carries our private key, only whether one is set and its fingerprint.
 */
export async function aggregatorAdminRoutes(app: FastifyInstance, opts: { accounts: AggregatorAccounts }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['games'];
  const access = 'integrations.manage' as const;

  r.get(
    '/api/admin/aggregators/hub88',
    { config: { access }, schema: { tags, response: { 200: hub88AccountRecord } } },
    async () => opts.accounts.view(),
  );

  r.put(
    '/api/admin/aggregators/hub88',
    { config: { access }, schema: { tags, body: hub88AccountUpdate, response: { 200: hub88AccountRecord } } },
    async (request) => opts.accounts.save(request, request.operator(), request.body),
  );

  r.delete(
    '/api/admin/aggregators/hub88',
    { config: { access }, schema: { tags, response: { 200: hub88AccountRecord } } },
    async (request) => opts.accounts.remove(request, request.operator()),
  );
}
