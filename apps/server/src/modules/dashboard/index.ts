import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Jobs } from '../jobs/index.js';
import { createDashboardRepo } from './repo.js';
import { dashboardAdminRoutes } from './routes/admin.js';
import { createDashboard, ROLLUP_JOB, ROLLUP_SECONDS } from './service.js';
import type { Dashboard } from './service.js';

export type { Dashboard } from './service.js';

/** The back office's dashboard: daily figures per site and currency, finished days rolled up by a job. */
export async function mountDashboard(app: FastifyInstance, deps: { db: Db; jobs: Jobs }): Promise<Dashboard> {
  const dashboard = createDashboard(createDashboardRepo(deps.db));
  await deps.jobs.work(ROLLUP_JOB, async () => void (await dashboard.rollUp()));
  await deps.jobs.every(ROLLUP_JOB, ROLLUP_SECONDS);
  await app.register(dashboardAdminRoutes, { dashboard });
  return dashboard;
}
