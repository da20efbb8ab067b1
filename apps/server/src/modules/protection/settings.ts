import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { ProtectionMeasure, ProtectionPeriod } from '@playdeck/contract';
import { formatMinor, parseMinor } from '@playdeck/contract';
import type { ProtectionSettingsRecord, protectionSettingsUpdate } from '@playdeck/contract/admin';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { protectionSettings, protectionSiteLimits } from '../../db/schema/index.js';
import { adminErrors } from '../../lib/admin-error.js';
import type { Audit } from '../audit/types.js';
import type { OperatorUser } from '../operators/types.js';
import { outOfOrder } from './rules.js';

type SettingsRow = typeof protectionSettings.$inferSelect;
type SiteLimitRow = typeof protectionSiteLimits.$inferSelect;
export type ProtectionSettings = SettingsRow & { limits: SiteLimitRow[] };

/** A site and currency never saved: the deposit-limit offer on, the markers at these thresholds, no site limits. */
const defaults = (siteId: number, currency: string): ProtectionSettings => ({
  siteId,
  currency,
  depositLimitPrompt: true,
  depositsPerDay: 5,
  withdrawalsCancelled: 2,
  nightPlayNights: 3,
  netDeposits30d: 0n,
  version: 0,
  updatedAt: new Date(0),
  limits: [],
});

export const settingsRecordOf = (s: ProtectionSettings): ProtectionSettingsRecord => ({
  id: `${s.siteId}:${s.currency}`,
  site_id: s.siteId,
  currency: s.currency,
  deposit_limit_prompt: s.depositLimitPrompt,
  deposits_per_day: s.depositsPerDay,
  withdrawals_cancelled: s.withdrawalsCancelled,
  night_play_nights: s.nightPlayNights,
  net_deposits_30d: formatMinor(s.netDeposits30d, s.currency),
  limits: s.limits.map((l) => ({
    measure: l.measure as ProtectionMeasure,
    period: l.period as ProtectionPeriod,
    amount: formatMinor(l.amount, s.currency),
  })),
  version: s.version,
});

const amountIn = (field: string, value: string, currency: string) => {
  const minor = parseMinor(value, currency);
  if (minor === undefined) throw adminErrors.invalid(field, 'an amount in this currency’s decimals');
  return minor;
};

/**
 * Player protection's settings per site and currency (decision 0051): read with defaults for a pair never
 * saved, saved under an optimistic lock (the version read) with the site-wide limits, and audited.
 */
export function createProtectionSettings(db: Db, audit: Audit) {
  const ofKey = (siteId: number, currency: string) => ({
    settings: and(eq(protectionSettings.siteId, siteId), eq(protectionSettings.currency, currency)),
    limits: and(eq(protectionSiteLimits.siteId, siteId), eq(protectionSiteLimits.currency, currency)),
  });

  async function read(siteId: number, currency: string, tx: Tx = db): Promise<ProtectionSettings> {
    const where = ofKey(siteId, currency);
    const [row] = await tx.select().from(protectionSettings).where(where.settings);
    const limits = await tx.select().from(protectionSiteLimits).where(where.limits);
    return { ...(row ?? defaults(siteId, currency)), limits };
  }

  async function writeRow(tx: Tx, values: typeof protectionSettings.$inferInsert, version: number) {
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
  }

  return {
    read,

    async save(
      request: FastifyRequest,
      user: OperatorUser,
      before: ProtectionSettings,
      body: z.output<typeof protectionSettingsUpdate>,
    ): Promise<ProtectionSettings> {
      const { siteId, currency } = before;
      const limits = body.limits.map((l, i) => ({
        siteId,
        currency,
        measure: l.measure,
        period: l.period,
        amount: amountIn(`limits.${i}.amount`, l.amount, currency),
      }));
      for (const measure of new Set(limits.map((l) => l.measure))) {
        const periods = Object.fromEntries(
          limits.filter((l) => l.measure === measure).map((l) => [l.period, l.amount]),
        );
        if (outOfOrder(periods)) throw adminErrors.invalid('limits', `${measure}: daily ≤ weekly ≤ monthly`);
      }
      return inTransaction(db, async (tx) => {
        const row = await writeRow(
          tx,
          {
            siteId,
            currency,
            depositLimitPrompt: body.deposit_limit_prompt,
            depositsPerDay: body.deposits_per_day,
            withdrawalsCancelled: body.withdrawals_cancelled,
            nightPlayNights: body.night_play_nights,
            netDeposits30d: amountIn('net_deposits_30d', body.net_deposits_30d, currency),
            updatedAt: new Date(),
          },
          body.version ?? before.version,
        );
        if (!row) throw adminErrors.conflict('someone else changed these settings; reload them', 'version');
        await tx.delete(protectionSiteLimits).where(ofKey(siteId, currency).limits);
        if (limits.length) await tx.insert(protectionSiteLimits).values(limits);
        const after = { ...row, limits };
        await audit.record(tx, request, user, {
          siteId,
          action: 'protection_settings.save',
          targetType: 'protection_settings',
          targetId: `${siteId}:${currency}`,
          before: settingsRecordOf(before),
          after: settingsRecordOf(after),
        });
        return after;
      });
    },
  };
}

export type ProtectionSettingsStore = ReturnType<typeof createProtectionSettings>;
