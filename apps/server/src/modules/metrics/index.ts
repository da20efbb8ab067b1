import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Metrics } from '../../lib/metrics.js';
import type { Jobs } from '../jobs/index.js';
import type { RealtimeHub } from '../realtime/types.js';
import { registerGauges } from './gauges.js';
import { createMetricsRepo } from './repo.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Is this the bearer token? Compared in constant time (of equal-length digests). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics in Prometheus text: this node's process, HTTP and event counters, and gauges read at
 * scrape time. With METRICS_TOKEN set (required in production) only that bearer token reads it.
 */
export async function mountMetrics(
  app: FastifyInstance,
  deps: { metrics: Metrics; database: Database; jobs: Jobs; realtime: RealtimeHub; token?: string },
): Promise<void> {
  registerGauges(deps.metrics, {
    database: deps.database,
    jobs: deps.jobs,
    realtime: deps.realtime,
    repo: createMetricsRepo(deps.database.db),
    log: app.log,
  });
  const { registry } = deps.metrics;
  app.get('/metrics', async (request, reply) => {
    if (deps.token && !bearerMatches(request.headers.authorization, deps.token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').type('text/plain').send('unauthorized\n');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
