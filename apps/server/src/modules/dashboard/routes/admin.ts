import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatMinor } from '@playdeck/contract';
import { dashboardQuery, dashboardReply } from '@playdeck/contract/admin';
import type { DashboardDay } from '@playdeck/contract/admin';
import type { DayCounts } from '../repo.js';
import type { Dashboard } from '../service.js';

const toDay = (d: DayCounts, currency: string): DashboardDay => ({
  date: d.date,
  registrations: d.registrations,
  first_deposits: d.firstDeposits,
  logins: d.logins,
  active_members: d.activeMembers,
  transfers_in: formatMinor(d.transfersIn, currency),
  transfers_out: formatMinor(d.transfersOut, currency),
  net_game_result: formatMinor(d.netGameResult, currency),
  letters: d.letters,
  activity_payouts: formatMinor(d.activityPayouts, currency),
  deposits: formatMinor(d.deposits, currency),
  withdrawals: formatMinor(d.withdrawals, currency),
});

/** GET /api/admin/dashboard: today and the days before, for one granted site and currency. */
export async function dashboardAdminRoutes(app: FastifyInstance, opts: { dashboard: Dashboard }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/dashboard',
    {
      config: { access: 'dashboard.read' },
      schema: { tags: ['dashboard'], querystring: dashboardQuery, response: { 200: dashboardReply } },
    },
    async (request) => {
      const { site_id: siteId, currency, days } = request.query;
      request.assertSite(siteId);
      const rows = (await opts.dashboard.figures(siteId, currency, days)).map((d) => toDay(d, currency));
      return { site_id: siteId, currency, today: rows.at(-1)!, days: rows };
    },
  );
}
