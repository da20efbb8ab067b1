import { z } from 'zod';
import { CHANNEL_KINDS, PAYMENT_KINDS, PAYMENT_STATUSES } from '../payments.js';
import { plainText, text } from '../text.js';
import { rowVersion as version } from './fields.js';
import { listQuery } from './list-query.js';

/** A decimal amount in the channel's currency ("100.00"), zero allowed; decimals are checked per currency. */
const amount = text().regex(/^\d{1,12}(\.\d{1,4})?$/, 'a decimal such as 100.00');
const currency = text().regex(/^[A-Z]{2,4}$/, 'a currency code');
const siteId = z.number().int().positive().max(2_147_483_647);
const bankText = (max: number) => plainText().trim().max(max);

const channelFields = {
  name: plainText().trim().min(1).max(60),
  enabled: z.boolean(),
  min_amount: amount,
  max_amount: amount,
  /** What all members together may deposit through it per day (site's day); "0" is no limit. */
  daily_limit: amount,
  fee_rate_permille: z.number().int().min(0).max(200),
  quick_amounts: z.array(amount).max(8),
  sort: z.number().int().min(0).max(1_000_000),
  bank_name: bankText(100),
  account_name: bankText(100),
  account_no: bankText(40),
  branch: bankText(100),
};

const checkRange = (b: { min_amount?: string; max_amount?: string }, ctx: z.RefinementCtx) => {
  if (b.min_amount !== undefined && b.max_amount !== undefined && Number(b.min_amount) > Number(b.max_amount)) {
    ctx.addIssue({ code: 'custom', path: ['max_amount'], message: 'must be at least the minimum' });
  }
};

export const channelCreate = z
  .strictObject({ site_id: siteId, currency, kind: z.enum(CHANNEL_KINDS), ...channelFields })
  .superRefine(checkRange);
export const channelUpdate = z
  .strictObject({ version, ...z.object(channelFields).partial().shape })
  .superRefine(checkRange);

export const channelListQuery = listQuery(
  {
    site_id: siteId.optional(),
    currency: currency.optional(),
    kind: z.enum(CHANNEL_KINDS).optional(),
    enabled: z.boolean().optional(),
  },
  ['id', 'sort'],
);

export const channelRecord = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  currency: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  name: z.string(),
  enabled: z.boolean(),
  min_amount: z.string(),
  max_amount: z.string(),
  daily_limit: z.string(),
  fee_rate_permille: z.number().int(),
  quick_amounts: z.array(z.string()),
  sort: z.number().int(),
  bank_name: z.string(),
  account_name: z.string(),
  account_no: z.string(),
  branch: z.string(),
  version: z.number().int(),
});
export type ChannelRecord = z.infer<typeof channelRecord>;

/** One row per site and currency: what a withdrawal must respect. */
export const withdrawalRuleFields = {
  min_amount: amount,
  max_amount: amount,
  daily_count: z.number().int().min(0).max(1_000),
  daily_amount: amount,
  /** Deposits and bonuses must be wagered this many times before money can leave (0: no requirement). */
  turnover_multiplier: z.number().int().min(0).max(100),
};
export const withdrawalRuleUpdate = z
  .strictObject({ version: version.optional(), ...withdrawalRuleFields })
  .superRefine(checkRange);
/** A rule has no number of its own: it is `<site_id>:<currency>` ("1:USD"). */
export const withdrawalRuleIdParams = z.strictObject({
  id: text().regex(/^[1-9]\d{0,8}:[A-Z]{2,4}$/, 'a rule id such as 1:USD'),
});
export const withdrawalRuleListQuery = listQuery({ site_id: siteId.optional() }, ['id']);
export const withdrawalRuleRecord = z.object({
  id: z.string(),
  site_id: z.number().int(),
  currency: z.string(),
  min_amount: z.string(),
  max_amount: z.string(),
  daily_count: z.number().int(),
  daily_amount: z.string(),
  turnover_multiplier: z.number().int(),
  version: z.number().int(),
});
export type WithdrawalRuleRecord = z.infer<typeof withdrawalRuleRecord>;

export const paymentOrderListQuery = listQuery(
  {
    site_id: siteId.optional(),
    kind: z.enum(PAYMENT_KINDS).optional(),
    status: z.enum(PAYMENT_STATUSES).optional(),
    channel_kind: z.enum(CHANNEL_KINDS).optional(),
    member_id: z.number().int().positive().optional(),
    /** The order number or the member's account, in part. */
    q: text().trim().min(1).max(64).optional(),
    /** Only what waits for finance: manual deposits and withdrawals still pending, oldest first. */
    queue: z.boolean().optional(),
    created_from: text().max(40).optional(),
    created_to: text().max(40).optional(),
  },
  ['id', 'amount'],
);

export const paymentOrderEvent = z.object({
  status: z.string(),
  actor: z.string(),
  note: z.string(),
  at: z.string(),
});

export const paymentOrderRecord = z.object({
  id: z.number().int(),
  order_number: z.string(),
  site_id: z.number().int(),
  member_id: z.number().int(),
  member_account: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  channel_kind: z.enum(CHANNEL_KINDS),
  channel_name: z.string(),
  currency: z.string(),
  amount: z.string(),
  fee: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** Online orders: what the gateway last said, or `unknown` while a call's outcome is not known. */
  gateway_status: z.string(),
  gateway_tx_id: z.string().nullable(),
  sender_name: z.string(),
  transferred_at: z.string().nullable(),
  has_receipt: z.boolean(),
  /** Withdrawals: the account paid, in full (finance needs it). */
  payout_account: z.string(),
  note: z.string(),
  /** A pending order above the four-eyes threshold that one operator approved: it waits for another. */
  first_approved_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  history: z.array(paymentOrderEvent),
});
export type PaymentOrderRecord = z.infer<typeof paymentOrderRecord>;

/** Approve or reject a manual deposit or a withdrawal; a rejection needs a note the member reads. */
export const paymentDecision = z.strictObject({ note: text().trim().max(500).optional() });

/** What the member did lately, shown beside a queued order. */
export const paymentMemberContext = z.object({
  balance: z.string(),
  held: z.string(),
  turnover_left: z.string(),
  deposits_30d: z.string(),
  withdrawals_30d: z.string(),
  net_game_result_30d: z.string(),
  registered_at: z.string(),
  last_login_at: z.string().nullable(),
});

export const CALLBACK_PROBLEMS = [
  'bad_signature',
  'stale',
  'unknown_order',
  'amount_mismatch',
  'currency_mismatch',
  'tx_conflict',
  'malformed',
] as const;
export const callbackListQuery = listQuery(
  { site_id: siteId.optional(), problem: z.enum(CALLBACK_PROBLEMS).optional() },
  ['id'],
);
export const callbackRecord = z.object({
  id: z.number().int(),
  site_id: z.number().int().nullable(),
  reference: z.string(),
  problem: z.enum(CALLBACK_PROBLEMS),
  detail: z.string(),
  body: z.string(),
  received_at: z.string(),
});
export type CallbackRecord = z.infer<typeof callbackRecord>;
