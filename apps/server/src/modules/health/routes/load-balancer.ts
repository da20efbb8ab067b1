import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';

/** Load balancers poll this; 503 when the database does not answer, so the node is taken out. */
export async function healthRoutes(app: FastifyInstance, opts: { database: Database }): Promise<void> {
  app.get('/healthz', async (request, reply) => {
    try {
      await opts.database.ping();
      return { status: 'ok', database: opts.database.kind };
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: opts.database.kind });
    }
  });
}
