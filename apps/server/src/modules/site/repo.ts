import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { siteLogos, sites } from '../../db/schema/index.js';

export type SiteRow = typeof sites.$inferSelect;
export type LogoRow = typeof siteLogos.$inferSelect;

export function createSiteRepo(db: Db) {
  return {
    listActiveSites: () => db.select().from(sites).where(eq(sites.active, true)).orderBy(asc(sites.siteId)),
    listLogos: () => db.select().from(siteLogos).orderBy(asc(siteLogos.siteId), asc(siteLogos.sort)),
  };
}

export type SiteRepo = ReturnType<typeof createSiteRepo>;
