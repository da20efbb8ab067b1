import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';

/** Calls and pages are counted apart: one page load is ~25 files, one screen a handful of calls. */
const bucketOf = (request: FastifyRequest) => (request.url.startsWith('/api/') ? 'api' : 'page');

/**
 * Requests per minute per client address, in two buckets (calls; pages and files). With REDIS_URL the
 * counts live in Redis, so N nodes behind a balancer give one limit, not N. A Redis outage lets requests
 * through (skipOnError) rather than taking the site down with it; the node logs the failure.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { config } = opts;
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: true })
    : undefined;
  redis?.on('error', (error) => app.log.warn({ message: error.message }, 'rate-limit store unavailable'));
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await app.register(rateLimit, {
    timeWindow: '1 minute',
    max: (request) => (bucketOf(request) === 'api' ? config.RATE_LIMIT_PER_MINUTE : config.PAGE_RATE_LIMIT_PER_MINUTE),
    keyGenerator: (request) => `${bucketOf(request)}:${request.ip}`,
    ...(redis ? { redis, nameSpace: `${config.REDIS_PREFIX}-rate:`, skipOnError: true } : {}),
  });
});
