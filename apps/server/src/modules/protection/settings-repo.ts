import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { protectionSettings, protectionSiteLimits } from '../../db/schema/index.js';

export type SettingsRow = typeof protectionSettings.$inferSelect;
export type SiteLimitRow = typeof protectionSiteLimits.$inferSelect;

/** Player protection's settings rows and site-wide limits, one set per site and currency. */
export function createProtectionSettingsRepo(db: Db) {
  const ofKey = (siteId: number, currency: string) => ({
    settings: and(eq(protectionSettings.siteId, siteId), eq(protectionSettings.currency, currency)),
    limits: and(eq(protectionSiteLimits.siteId, siteId), eq(protectionSiteLimits.currency, currency)),
  });

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => inTransaction(db, work),

    async read(siteId: number, currency: string): Promise<{ row?: SettingsRow; limits: SiteLimitRow[] }> {
      const where = ofKey(siteId, currency);
      const [row] = await db.select().from(protectionSettings).where(where.settings);
      const limits = await db.select().from(protectionSiteLimits).where(where.limits);
      return { row, limits };
    },

    /** Saves on the version read (0: never saved); undefined when someone saved in between. */
    async write(tx: Tx, values: typeof protectionSettings.$inferInsert, version: number) {
      if (version === 0) {
        const [row] = await tx
          .insert(protectionSettings)
          .values({ ...values, version: 1 })
          .onConflictDoNothing()
          .returning();
        if (row) return row;
      }
      const [row] = await tx
        .update(protectionSettings)
        .set({ ...values, version: version + 1 })
        .where(and(ofKey(values.siteId, values.currency).settings, eq(protectionSettings.version, version)))
        .returning();
      return row;
    },

    async replaceLimits(tx: Tx, siteId: number, currency: string, limits: SiteLimitRow[]): Promise<void> {
      await tx.delete(protectionSiteLimits).where(ofKey(siteId, currency).limits);
      if (limits.length) await tx.insert(protectionSiteLimits).values(limits);
    },
  };
}

export type ProtectionSettingsRepo = ReturnType<typeof createProtectionSettingsRepo>;
