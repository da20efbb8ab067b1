import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Lifecycle } from '../../lib/lifecycle.js';
import { createReadiness } from './readiness.js';
import { healthRoutes } from './routes/load-balancer.js';

export async function mountHealth(
  app: FastifyInstance,
  deps: { database: Database; migrationsDir: string; redisUrl?: string; lifecycle: Lifecycle },
): Promise<void> {
  const readiness = createReadiness(deps);
  app.addHook('onClose', () => readiness.close());
  await app.register(healthRoutes, { readiness });
}
