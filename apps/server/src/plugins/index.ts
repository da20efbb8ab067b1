import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { Metrics } from '../lib/metrics.js';
import type { SessionService } from '../modules/identity/types.js';
import type { SiteDirectory } from '../modules/site/types.js';
import { adminDocs } from './admin-docs.js';
import { authPlugin } from './auth.js';
import { errorsPlugin } from './errors.js';
import { httpMetricsPlugin } from './http-metrics.js';
import { jsonBodyPlugin } from './json-body.js';
import { memberDocs } from './member-docs.js';
import { rateLimitPlugin } from './rate-limit.js';
import { requestContextPlugin } from './request-context.js';
import { requestIdPlugin } from './request-id.js';
import { securityHeaders } from './security-headers.js';

/**
 * The plugins every request passes through, in order: its id and metrics, the JSON body, errors, security
 * headers, cookies, rate limits, its site and language, the member's session, and the API documents. Routes
 * compile their schemas with zod.
 */
export async function registerPlugins(
  app: FastifyInstance,
  deps: {
    config: Config;
    metrics: Metrics;
    sites: SiteDirectory;
    sessions: SessionService;
  },
): Promise<void> {
  const { config, metrics, sites, sessions } = deps;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(requestIdPlugin);
  await app.register(httpMetricsPlugin, { metrics });
  await app.register(jsonBodyPlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeaders, { config });
  await app.register(cookie);
  await app.register(rateLimitPlugin, { config });
  await app.register(requestContextPlugin, { sites });
  await app.register(authPlugin, { sessions });
  await app.register(adminDocs);
  await app.register(memberDocs);
}
