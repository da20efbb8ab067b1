import type { FastifyInstance } from 'fastify';

const DAY_MS = 86_400_000;

/**
 * Test-only (PROGRAMME_JOBS_RUNNABLE, never in production): runs the settlement job now against a clock
 * `days_ahead` days on, so a browser test sees today's play settled.
 */
export async function agentTestRoutes(app: FastifyInstance, opts: { settle: (now: Date) => Promise<number> }) {
  app.post<{ Body: { days_ahead?: unknown } }>('/api/test/agents/settle', async (request) => {
    const days = Number(request.body?.days_ahead ?? 1);
    const ahead = Number.isInteger(days) && days >= 0 && days <= 62 ? days : 1;
    const statements = await opts.settle(new Date(Date.now() + ahead * DAY_MS));
    return { code: 100, message: 'success', data: { statements } };
  });
}
