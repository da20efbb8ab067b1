import type { FastifyRequest } from 'fastify';
import type { ProtectionMeasure, ProtectionPeriod } from '@playdeck/contract';
import { formatLimitValue, formatMinor, parseLimitValue, parseMinor } from '@playdeck/contract';
import type { ProtectionSettingsRecord, protectionSettingsUpdate } from '@playdeck/contract/admin';
import type { z } from 'zod';
import { adminErrors } from '../../lib/admin-error.js';
import type { Audit } from '../audit/types.js';
import type { OperatorUser } from '../operators/types.js';
import { limitValueExpected, outOfOrder } from './rules.js';
import type { ProtectionSettingsRepo, SettingsRow, SiteLimitRow } from './settings-repo.js';

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
    amount: formatLimitValue(l.measure as ProtectionMeasure, l.amount, s.currency),
  })),
  version: s.version,
});

const amountIn = (field: string, value: string, currency: string) => {
  const minor = parseMinor(value, currency);
  if (minor === undefined) throw adminErrors.invalid(field, 'an amount in this currency’s decimals');
  return minor;
};

/** A site-wide limit's value: money in the currency's decimals, or whole minutes for a session limit. */
const limitIn = (
  field: string,
  l: { measure: ProtectionMeasure; period: ProtectionPeriod; amount: string },
  currency: string,
) => {
  const value = parseLimitValue(l.measure, l.period, l.amount, currency);
  if (value !== undefined) return value;
  throw adminErrors.invalid(field, limitValueExpected(l.measure, 'an amount in this currency’s decimals'));
};

/**
 * Player protection's settings per site and currency (decision 0051): read with defaults for a pair never
 * saved, saved under an optimistic lock (the version read) with the site-wide limits, and audited.
 */
export function createProtectionSettings(repo: ProtectionSettingsRepo, audit: Audit) {
  async function read(siteId: number, currency: string): Promise<ProtectionSettings> {
    const { row, limits } = await repo.read(siteId, currency);
    return { ...(row ?? defaults(siteId, currency)), limits };
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
        amount: limitIn(`limits.${i}.amount`, l, currency),
      }));
      for (const measure of new Set(limits.map((l) => l.measure))) {
        const periods = Object.fromEntries(
          limits.filter((l) => l.measure === measure).map((l) => [l.period, l.amount]),
        );
        if (outOfOrder(periods)) throw adminErrors.invalid('limits', `${measure}: daily ≤ weekly ≤ monthly`);
      }
      const values = {
        siteId,
        currency,
        depositLimitPrompt: body.deposit_limit_prompt,
        depositsPerDay: body.deposits_per_day,
        withdrawalsCancelled: body.withdrawals_cancelled,
        nightPlayNights: body.night_play_nights,
        netDeposits30d: amountIn('net_deposits_30d', body.net_deposits_30d, currency),
        updatedAt: new Date(),
      };
      return repo.transaction(async (tx) => {
        const row = await repo.write(tx, values, body.version ?? before.version);
        if (!row) throw adminErrors.conflict('someone else changed these settings; reload them', 'version');
        await repo.replaceLimits(tx, siteId, currency, limits);
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
