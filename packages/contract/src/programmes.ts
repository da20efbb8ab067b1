import { z } from 'zod';
import { siteIdField } from './site-calls.js';
import { plainText, text } from './text.js';

/**
 * The two programmes of the member centre that pay members, both set per site and currency
 * in the back office and paid through the ledger exactly once:
 * - recommend a friend: an award to the member who brought a friend, when the friend's first deposit
 *   or turnover reaches the operator's threshold;
 * - cash surplus: a periodic cash back on a member's net loss at games (rate, cap, minimum, period),
 *   claimed by the member or paid by the job, as the operator chooses.
 * Decision 0021 records the design.
 */

export const PROGRAMME_CODES = {
  notActive: 3301,
  grantNotFound: 3302,
  alreadyClaimed: 3303,
  claimExpired: 3304,
} as const;

export const REFERRAL_RULE_KINDS = ['first_deposit', 'turnover'] as const;
export type ReferralRuleKind = (typeof REFERRAL_RULE_KINDS)[number];

/** An award rule: when a referred friend's `kind` reaches `threshold`, the referrer gets `award`. */
export interface ReferralRule {
  kind: ReferralRuleKind;
  threshold: string;
  award: string;
}

export interface RecommendProjectReply {
  active: 0 | 1;
  currency: string;
  recommend_code: string;
  /** The registration link carrying the code (spec registration: /register?invite=…). */
  link: string;
  rules: ReferralRule[];
}

const page = z.number().int().min(1).max(10_000).default(1);
const count = z.number().int().min(1).max(100).default(20);
export const recommendRecordsRequest = z.strictObject({ page, count });

/** A friend the member brought; the account is partly masked. */
export interface ReferredFriend {
  member_account: string;
  registered_at: string;
  /** null until the friend's first deposit. */
  first_deposit: string | null;
  turnover: string;
  /** What this friend has earned the member so far. */
  awarded: string;
}
export interface ReferralAward {
  id: number;
  friend_account: string;
  kind: ReferralRuleKind;
  amount: string;
  paid_at: string;
}
export interface RecommendRecordsReply {
  friends: ReferredFriend[];
  total: number;
  /** The most recent awards (at most 50), newest first. */
  awards: ReferralAward[];
  award_total: string;
}

export const recommendSearchRequest = z.strictObject({ member_account: plainText().trim().min(1).max(32) });
export interface RecommendSearchReply {
  friend: ReferredFriend | null;
}

export const CASH_SURPLUS_PERIODS = ['day', 'week'] as const;
export const CASH_SURPLUS_MODES = ['claim', 'auto'] as const;
export const CASH_SURPLUS_STATUSES = ['claimable', 'paid', 'expired'] as const;

export const cashSurplusCheckRequest = z.strictObject({ site_id: siteIdField, currency: text().max(8).optional() });

export interface CashSurplusSettings {
  rate_permille: number;
  cap: string;
  minimum: string;
  period: (typeof CASH_SURPLUS_PERIODS)[number];
  mode: (typeof CASH_SURPLUS_MODES)[number];
}
export interface CashSurplusGrant {
  id: number;
  period_start: string;
  period_end: string;
  net_loss: string;
  amount: string;
  status: (typeof CASH_SURPLUS_STATUSES)[number];
  /** Claimable until then (claim mode). */
  claim_until: string;
  paid_at: string | null;
}
export interface CashSurplusInfoReply {
  active: 0 | 1;
  currency: string;
  settings: CashSurplusSettings | null;
  /** The period running now: the net loss so far and what it would return if it ended now. */
  current: { period_start: string; period_end: string; net_loss: string; estimate: string } | null;
  grants: CashSurplusGrant[];
}
export const cashSurplusClaimRequest = z.strictObject({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export interface CashSurplusClaimReply {
  amount: string;
  member_cash: string;
}
