import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { sites } from '../../db/schema/index.js';
import type { SiteRow } from './repo.js';

export type SiteChange = Partial<
  Pick<
    SiteRow,
    | 'name'
    | 'title'
    | 'titleEn'
    | 'domains'
    | 'templateName'
    | 'mobileTemplateName'
    | 'isDemo'
    | 'gamesClosed'
    | 'currencies'
    | 'locales'
    | 'defaultLocale'
    | 'envConfig'
    | 'routeRules'
  >
>;

/** The owner's reads and writes of a site row. */
export function createSiteAdminRepo(db: Db) {
  const lockAllSites = (tx: Tx) =>
    tx.select({ siteId: sites.siteId, domains: sites.domains }).from(sites).orderBy(asc(sites.siteId)).for('update');

  return {
    async site(siteId: number): Promise<SiteRow | undefined> {
      const [row] = await db.select().from(sites).where(eq(sites.siteId, siteId));
      return row;
    },

    async lockSite(tx: Tx, siteId: number): Promise<SiteRow | undefined> {
      const [row] = await tx.select().from(sites).where(eq(sites.siteId, siteId)).for('update');
      return row;
    },

    /**
     * Every site locked in id order: a change of domains holds them all, so two owners cannot give one
     * host to two sites at the same moment (the directory would then resolve it to either).
     */
    lockAllSites,

    /**
     * Before a new site: every site locked (as a change of domains does) and an advisory lock, since the
     * first site has no row to lock and two creations must still take turns.
     */
    async lockForNewSite(tx: Tx) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('playdeck.site-domains'))`);
      return lockAllSites(tx);
    },

    async insertSite(tx: Tx, row: typeof sites.$inferInsert): Promise<SiteRow> {
      const [inserted] = await tx.insert(sites).values(row).returning();
      return inserted!;
    },

    /** Changes the row only if it is still at `version`, and raises it: undefined when someone was first. */
    async updateSite(tx: Tx, siteId: number, version: number, change: SiteChange): Promise<SiteRow | undefined> {
      const [row] = await tx
        .update(sites)
        .set({ ...change, version: sql`${sites.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(sites.siteId, siteId), eq(sites.version, version)))
        .returning();
      return row;
    },
  };
}

export type SiteAdminRepo = ReturnType<typeof createSiteAdminRepo>;
