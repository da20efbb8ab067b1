import type { FastifyInstance } from 'fastify';
import type { createReadiness } from '../readiness.js';

/**
 * Liveness and readiness for the balancer and the orchestrator. /healthz says the process answers (no
 * database call: a database outage must not get every node restarted); /readyz says this node should
 * get traffic, and answers 503 while it drains or a dependency is down.
 */
export async function healthRoutes(
  app: FastifyInstance,
  opts: { readiness: ReturnType<typeof createReadiness> },
): Promise<void> {
  app.get('/healthz', async () => ({ status: 'alive' }));

  app.get('/readyz', async (request, reply) => {
    const { ready, ...answer } = await opts.readiness.check();
    if (!ready && answer.status !== 'draining') request.log.warn(answer, 'not ready');
    return reply.status(ready ? 200 : 503).send(answer);
  });
}
