import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { isPageRenderCall } from '../lib/page-render-calls.js';
import { quitRedis } from '../lib/quit-redis.js';

/** Calls and pages are counted apart: one page load is ~25 files, one screen a handful of calls. */
const bucketOf = (request: FastifyRequest) => (request.url.startsWith('/api/') ? 'api' : 'page');

const STORE_TIMEOUT_MS = 1_000;

/**
 * Requests per minute per client address, in two buckets (calls; pages and files). With REDIS_URL the
 * counts live in Redis, so N nodes behind a balancer give one limit, not N. A Redis outage lets requests
 * through (skipOnError) rather than taking the site down with it; the node logs the failure.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { config } = opts;
  // A Redis that accepts connections but does not answer (hung, or cut off after connecting) would hold
  // every request; past the command timeout the request goes through as in an outage.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, {
        connectTimeout: 2_000,
        commandTimeout: STORE_TIMEOUT_MS,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: true,
      })
    : undefined;
  redis?.on('error', (error) => app.log.warn({ message: error.message }, 'rate-limit store unavailable'));
  if (redis) app.addHook('onClose', () => quitRedis(redis));
  await app.register(rateLimit, {
    timeWindow: '1 minute',
    max: (request) => (bucketOf(request) === 'api' ? config.RATE_LIMIT_PER_MINUTE : config.PAGE_RATE_LIMIT_PER_MINUTE),
    keyGenerator: (request) => `${bucketOf(request)}:${request.ip}`,
    allowList: (request) => isPageRenderCall(request.headers),
    ...(redis ? { redis, nameSpace: `${config.REDIS_PREFIX}-rate:`, skipOnError: true } : {}),
  });
});
