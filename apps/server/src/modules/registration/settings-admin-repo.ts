import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { registerSettings } from '../../db/schema/index.js';
import type { RegisterField } from '@playdeck/contract';
import type { SettingRow } from './repo.js';

export type SettingFlags = Pick<
  SettingRow,
  'isDisplay' | 'isRequired' | 'isUnique' | 'isMemberCenter' | 'isVerification' | 'isMemberCenterVerification'
>;

const ofCurrency = (siteId: number, currency: string) =>
  and(eq(registerSettings.siteId, siteId), eq(registerSettings.currency, currency));

/** The back office's reads and writes of one currency's register settings. */
export function createRegisterSettingsAdminRepo(db: Db) {
  return {
    rows: (siteId: number, currency: string, tx: Pick<Db, 'select'> = db) =>
      tx.select().from(registerSettings).where(ofCurrency(siteId, currency)).orderBy(asc(registerSettings.id)),

    /**
     * Serialises writers of one (site, currency) for the transaction: a currency may have no rows yet,
     * so there is no row to lock (PostgreSQL and PGlite both hold advisory locks).
     */
    lock: (tx: Tx, siteId: number, currency: string) =>
      tx.execute(sql`select pg_advisory_xact_lock(${siteId}::int, hashtext(${`register_settings:${currency}`}))`),

    /** Writes the fields sent and moves every row of the currency to `version`. */
    async write(tx: Tx, siteId: number, currency: string, version: number, fields: [RegisterField, SettingFlags][]) {
      await tx
        .insert(registerSettings)
        .values(fields.map(([name, flags]) => ({ siteId, currency, name, ...flags, version })))
        .onConflictDoUpdate({
          target: [registerSettings.siteId, registerSettings.currency, registerSettings.name],
          set: {
            isDisplay: sql`excluded.is_display`,
            isRequired: sql`excluded.is_required`,
            isUnique: sql`excluded.is_unique`,
            isMemberCenter: sql`excluded.is_member_center`,
            isVerification: sql`excluded.is_verification`,
            isMemberCenterVerification: sql`excluded.is_member_center_verification`,
            version: sql`excluded.version`,
          },
        });
      await tx.update(registerSettings).set({ version }).where(ofCurrency(siteId, currency));
    },
  };
}

export type RegisterSettingsAdminRepo = ReturnType<typeof createRegisterSettingsAdminRepo>;
