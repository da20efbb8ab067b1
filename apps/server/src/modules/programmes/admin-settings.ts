import type { FastifyRequest } from 'fastify';
import { formatMinor, parseMinor } from '@playdeck/contract';
import type {
  CashbackSettingsRecord,
  cashbackSettingsUpdate,
  ReferralSettingsRecord,
  referralSettingsUpdate,
} from '@playdeck/contract/admin';
import type { z } from 'zod';
import { adminErrors } from '../../lib/admin-error.js';
import type { Audit } from '../audit/types.js';
import type { OperatorUser } from '../operators/types.js';
import { minorRules, ruleReplies, storedRules } from './referral-rules.js';
import type { CashbackSettingsRow, ProgrammeSettingsRepo, ReferralSettingsRow } from './settings-repo.js';

/** A site and currency never saved: the programme is off. */
const referralDefault = (siteId: number, currency: string): ReferralSettingsRow => ({
  siteId,
  currency,
  enabled: false,
  rules: [],
  version: 0,
  updatedAt: new Date(0),
});
const cashbackDefault = (siteId: number, currency: string): CashbackSettingsRow => ({
  siteId,
  currency,
  enabled: false,
  ratePermille: 0,
  cap: 0n,
  minimum: 0n,
  period: 'day',
  mode: 'claim',
  version: 0,
  updatedAt: new Date(0),
});

export const referralRecordOf = (r: ReferralSettingsRow): ReferralSettingsRecord => ({
  id: `${r.siteId}:${r.currency}`,
  site_id: r.siteId,
  currency: r.currency,
  enabled: r.enabled,
  rules: ruleReplies(minorRules(r), r.currency),
  version: r.version,
});

export const cashbackRecordOf = (r: CashbackSettingsRow): CashbackSettingsRecord => ({
  id: `${r.siteId}:${r.currency}`,
  site_id: r.siteId,
  currency: r.currency,
  enabled: r.enabled,
  rate_permille: r.ratePermille,
  cap: formatMinor(r.cap, r.currency),
  minimum: formatMinor(r.minimum, r.currency),
  period: r.period,
  mode: r.mode,
  version: r.version,
});

/** The owner's and finance's edits of both programmes, each audited in its own transaction. */
export function createProgrammeSettingsAdmin(deps: { settings: ProgrammeSettingsRepo; audit: Audit }) {
  const { settings, audit } = deps;
  const conflict = () => adminErrors.conflict('someone else changed these settings; reload them', 'version');

  return {
    referral: async (siteId: number, currency: string) =>
      (await settings.referral(siteId, currency)) ?? referralDefault(siteId, currency),
    cashback: async (siteId: number, currency: string) =>
      (await settings.cashback(siteId, currency)) ?? cashbackDefault(siteId, currency),

    async saveReferral(
      request: FastifyRequest,
      user: OperatorUser,
      before: ReferralSettingsRow,
      b: z.output<typeof referralSettingsUpdate>,
    ) {
      const rules = storedRules(b.rules, before.currency);
      if ('field' in rules) throw adminErrors.invalid(rules.field, 'an amount in this currency’s decimals');
      const values = { siteId: before.siteId, currency: before.currency, enabled: b.enabled, rules };
      return settings.transaction(async (tx) => {
        const row = await settings.saveReferral(tx, values, b.version ?? before.version);
        if (!row) throw conflict();
        await audit.record(tx, request, user, {
          siteId: before.siteId,
          action: 'referral_settings.save',
          targetType: 'referral_settings',
          targetId: `${before.siteId}:${before.currency}`,
          before: referralRecordOf(before),
          after: referralRecordOf(row),
        });
        return row;
      });
    },

    async saveCashback(
      request: FastifyRequest,
      user: OperatorUser,
      before: CashbackSettingsRow,
      b: z.output<typeof cashbackSettingsUpdate>,
    ) {
      const cap = parseMinor(b.cap, before.currency);
      const minimum = parseMinor(b.minimum, before.currency);
      if (cap === undefined) throw adminErrors.invalid('cap', 'an amount in this currency’s decimals');
      if (minimum === undefined) throw adminErrors.invalid('minimum', 'an amount in this currency’s decimals');
      const { enabled, period, mode } = b;
      const values = { siteId: before.siteId, currency: before.currency, enabled, period, mode, cap, minimum };
      return settings.transaction(async (tx) => {
        const row = await settings.saveCashback(
          tx,
          { ...values, ratePermille: b.rate_permille },
          b.version ?? before.version,
        );
        if (!row) throw conflict();
        await audit.record(tx, request, user, {
          siteId: before.siteId,
          action: 'cashback_settings.save',
          targetType: 'cashback_settings',
          targetId: `${before.siteId}:${before.currency}`,
          before: cashbackRecordOf(before),
          after: cashbackRecordOf(row),
        });
        return row;
      });
    },
  };
}

export type ProgrammeSettingsAdmin = ReturnType<typeof createProgrammeSettingsAdmin>;
