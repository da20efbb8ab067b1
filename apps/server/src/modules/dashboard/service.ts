import type { DashboardRepo, DayCounts } from './repo.js';

export const DAY_MS = 86_400_000;
export const ROLLUP_JOB = 'dashboard.rollup';
/** How often finished days are rolled up (any node, once per period). */
export const ROLLUP_SECONDS = 300;
/** The first rollup of a site goes back this far; the dashboard shows at most a year. */
const ROLLUP_HORIZON_DAYS = 400;

const startOfDay = (ms: number) => new Date(Math.floor(ms / DAY_MS) * DAY_MS);

/**
 * Dashboard figures: finished days from the rollup, the rest (today, and days the job has not reached)
 * counted live, so the answer is right whether or not the job has run.
 */
export function createDashboard(repo: DashboardRepo) {
  return {
    async figures(siteId: number, currency: string, days: number, now = Date.now()): Promise<DayCounts[]> {
      const today = startOfDay(now);
      const from = new Date(today.getTime() - (days - 1) * DAY_MS);
      const rolled = await repo.rolled(siteId, currency, from, today);
      const last = rolled.at(-1);
      const liveFrom = last ? new Date(Date.parse(`${last.date}T00:00:00Z`) + DAY_MS) : from;
      // A gap in the rollup (a day it has not reached yet) is counted live with today.
      const gapless = rolled.length === Math.round((liveFrom.getTime() - from.getTime()) / DAY_MS);
      const live = await repo.counted(siteId, currency, gapless ? liveFrom : from, new Date(today.getTime() + DAY_MS));
      return gapless ? [...rolled, ...live] : live;
    },

    /** Rolls every site's finished days up to yesterday; answers how many days it kept. */
    async rollUp(now = Date.now()): Promise<number> {
      const today = startOfDay(now);
      let kept = 0;
      for (const { siteId, currency } of await repo.siteCurrencies()) {
        const from =
          (await repo.nextUnrolledDay(siteId, currency)) ?? new Date(today.getTime() - ROLLUP_HORIZON_DAYS * DAY_MS);
        if (from >= today) continue;
        const days = await repo.counted(siteId, currency, from, today);
        await repo.keep(siteId, currency, days);
        kept += days.length;
      }
      return kept;
    },
  };
}

export type Dashboard = ReturnType<typeof createDashboard>;
