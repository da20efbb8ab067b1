import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { healthRoutes } from './routes/load-balancer.js';

export async function mountHealth(app: FastifyInstance, deps: { database: Database }): Promise<void> {
  await app.register(healthRoutes, { database: deps.database });
}
