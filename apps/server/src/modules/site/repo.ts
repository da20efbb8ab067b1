import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { siteLogos, sites } from '../../db/schema/index.js';

export type SiteRow = typeof sites.$inferSelect;
export type LogoRow = typeof siteLogos.$inferSelect;

export function createSiteRepo(db: Db) {
  return {
    listActiveSites: () => db.select().from(sites).where(eq(sites.active, true)).orderBy(asc(sites.siteId)),
    listLogos: () => db.select().from(siteLogos).orderBy(asc(siteLogos.siteId), asc(siteLogos.sort)),
    /** Moves whenever a site is added or written through the back office (versions only rise). */
    async stamp(): Promise<string> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(${sites.version}), 0)::text` })
        .from(sites);
      return `${row?.count ?? 0}:${row?.sum ?? 0}`;
    },
  };
}

export type SiteRepo = ReturnType<typeof createSiteRepo>;
