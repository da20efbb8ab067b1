import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { cashbackSettings, referralSettings } from '../../db/schema/index.js';

export type ReferralSettingsRow = typeof referralSettings.$inferSelect;
export type CashbackSettingsRow = typeof cashbackSettings.$inferSelect;
type Table = typeof referralSettings | typeof cashbackSettings;

/**
 * Both programmes' settings, one row per site and currency, saved under an optimistic lock: a save names
 * the version it read (0 for a row never saved) and loses to anyone who saved in between.
 */
export function createProgrammeSettingsRepo(db: Db) {
  const one = async <T extends Table>(table: T, siteId: number, currency: string) => {
    const rows = await db
      .select()
      .from(table as Table)
      .where(and(eq(table.siteId, siteId), eq(table.currency, currency)));
    return rows[0] as T['$inferSelect'] | undefined;
  };
  const save = async <T extends Table>(tx: Tx, table: T, values: T['$inferInsert'], version: number) => {
    if (version === 0) {
      const [row] = await tx
        .insert(table as Table)
        .values({ ...values, version: 1 } as never)
        .onConflictDoNothing()
        .returning();
      if (row) return row as T['$inferSelect'];
    }
    const [row] = await tx
      .update(table as Table)
      .set({ ...values, version: version + 1, updatedAt: new Date() } as never)
      .where(and(eq(table.siteId, values.siteId), eq(table.currency, values.currency), eq(table.version, version)))
      .returning();
    return row as T['$inferSelect'] | undefined;
  };

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => inTransaction(db, work),
    referral: (siteId: number, currency: string) => one(referralSettings, siteId, currency),
    cashback: (siteId: number, currency: string) => one(cashbackSettings, siteId, currency),
    saveReferral: (tx: Tx, values: typeof referralSettings.$inferInsert, version: number) =>
      save(tx, referralSettings, values, version),
    saveCashback: (tx: Tx, values: typeof cashbackSettings.$inferInsert, version: number) =>
      save(tx, cashbackSettings, values, version),
    enabledReferrals: () => db.select().from(referralSettings).where(eq(referralSettings.enabled, true)),
    enabledCashbacks: () => db.select().from(cashbackSettings).where(eq(cashbackSettings.enabled, true)),
  };
}

export type ProgrammeSettingsRepo = ReturnType<typeof createProgrammeSettingsRepo>;
