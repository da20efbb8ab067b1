import type { FastifyInstance } from 'fastify';
import type { Programmes } from '../types.js';

const DAY_MS = 86_400_000;

/**
 * Test-only (PROGRAMME_JOBS_RUNNABLE, never in production): runs both programmes' jobs now, the cash
 * back against a clock `days_ahead` days on, so a browser test sees today's losses granted.
 */
export async function programmeTestRoutes(
  app: FastifyInstance,
  opts: { run: Pick<Programmes, 'payReferralAwards' | 'grantCashback'> },
) {
  app.post<{ Body: { days_ahead?: unknown } }>('/api/test/programmes/run', async (request) => {
    const days = Number(request.body?.days_ahead ?? 1);
    const ahead = Number.isInteger(days) && days >= 0 && days <= 30 ? days : 1;
    const awards = await opts.run.payReferralAwards();
    const grants = await opts.run.grantCashback(new Date(Date.now() + ahead * DAY_MS));
    return { code: 100, message: 'success', data: { awards, grants } };
  });
}
