import { z } from 'zod';
import { CASH_SURPLUS_MODES, CASH_SURPLUS_PERIODS, CASH_SURPLUS_STATUSES, REFERRAL_RULE_KINDS } from '../programmes.js';
import { text } from '../text.js';
import { rowVersion as version } from './fields.js';
import { listQuery } from './list-query.js';

// The back office's side of the member programmes (decision 0021): settings per site and currency, whose id
// is `<site_id>:<currency>` ("1:USD") like the withdrawal rules, and what the programmes paid.

const amount = text().regex(/^\d{1,12}(\.\d{1,4})?$/, 'a decimal such as 100.00');
const siteId = z.number().int().positive().max(2_147_483_647);
const memberId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const programmeSettingsIdParams = z.strictObject({
  id: text().regex(/^[1-9]\d{0,8}:[A-Z]{2,4}$/, 'a settings id such as 1:USD'),
});
export const programmeSettingsListQuery = listQuery({ site_id: siteId.optional() }, ['id']);

const referralRule = z.strictObject({ kind: z.enum(REFERRAL_RULE_KINDS), threshold: amount, award: amount });
export const referralSettingsUpdate = z.strictObject({
  version: version.optional(),
  enabled: z.boolean(),
  rules: z
    .array(referralRule)
    .max(REFERRAL_RULE_KINDS.length)
    .refine((rules) => new Set(rules.map((r) => r.kind)).size === rules.length, 'one rule per kind'),
});
export const referralSettingsRecord = z.object({
  id: z.string(),
  site_id: z.number().int(),
  currency: z.string(),
  enabled: z.boolean(),
  rules: z.array(z.object({ kind: z.enum(REFERRAL_RULE_KINDS), threshold: z.string(), award: z.string() })),
  version: z.number().int(),
});
export type ReferralSettingsRecord = z.infer<typeof referralSettingsRecord>;

export const referralAwardListQuery = listQuery(
  { site_id: siteId.optional(), referrer_id: memberId.optional(), friend_id: memberId.optional() },
  ['id'],
);
export const referralAwardRecord = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  referrer_id: z.number().int(),
  referrer_account: z.string(),
  friend_id: z.number().int(),
  friend_account: z.string(),
  kind: z.enum(REFERRAL_RULE_KINDS),
  amount: z.string(),
  currency: z.string(),
  created_at: z.string(),
});
export type ReferralAwardRecord = z.infer<typeof referralAwardRecord>;

const cashbackFields = {
  enabled: z.boolean(),
  /** Per mille of the period's net loss (50 = 5 %). */
  rate_permille: z.number().int().min(0).max(500),
  /** The most one member gets for one period; "0" is no cap. */
  cap: amount,
  /** Less than this for a period is not granted. */
  minimum: amount,
  period: z.enum(CASH_SURPLUS_PERIODS),
  mode: z.enum(CASH_SURPLUS_MODES),
};
export const cashbackSettingsUpdate = z.strictObject({ version: version.optional(), ...cashbackFields });
export const cashbackSettingsRecord = z.object({
  id: z.string(),
  site_id: z.number().int(),
  currency: z.string(),
  ...z.object(cashbackFields).shape,
  cap: z.string(),
  minimum: z.string(),
  version: z.number().int(),
});
export type CashbackSettingsRecord = z.infer<typeof cashbackSettingsRecord>;

export const cashbackGrantListQuery = listQuery(
  { site_id: siteId.optional(), member_id: memberId.optional(), status: z.enum(CASH_SURPLUS_STATUSES).optional() },
  ['id'],
);
export const cashbackGrantRecord = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  member_id: z.number().int(),
  member_account: z.string(),
  currency: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  net_loss: z.string(),
  amount: z.string(),
  status: z.enum(CASH_SURPLUS_STATUSES),
  claim_until: z.string(),
  paid_at: z.string().nullable(),
});
export type CashbackGrantRecord = z.infer<typeof cashbackGrantRecord>;
