import { z } from 'zod';
import { PROTECTION_MEASURES, PROTECTION_PERIODS, REALITY_CHECK_ANSWERS, TIME_OUT_PERIODS } from '../protection.js';
import { text } from '../text.js';
import { rowVersion } from './fields.js';
import { listQuery } from './list-query.js';

// The back office's side of player protection (decisions 0050, 0051): a member's protection view, limits and
// time-outs operators impose (never loosen), markers of harm to review, and the settings per site and currency
// (`1:USD`, like the programmes' settings).

const amount = text().regex(/^\d{1,12}(\.\d{1,4})?$/, 'a decimal such as 100.00');
const siteId = z.number().int().positive().max(2_147_483_647);
const memberId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const reason = text().trim().min(3).max(500);

/** What a background job (or a credit that could not be refused) flags for a person to look at. */
export const HARM_MARKERS = [
  /** 80 % of a limit used in its window. */
  'limit_near',
  /** More deposits in 24 hours than the site's threshold. */
  'deposits_often',
  /** The member cancelled pending withdrawals (the threshold's count in 7 days) — often to keep playing. */
  'withdrawals_cancelled',
  /** Play between midnight and 6 a.m. (site time) on the threshold's count of nights in a row. */
  'night_play',
  /** Deposits minus withdrawals in 30 days over the site's threshold. */
  'net_deposits_high',
  /** Money already paid was credited although a limit or a block would have refused it. */
  'credited_past_check',
] as const;
export type HarmMarker = (typeof HARM_MARKERS)[number];
export const FLAG_STATES = ['open', 'reviewed'] as const;

const limitState = z.object({
  measure: z.enum(PROTECTION_MEASURES),
  period: z.enum(PROTECTION_PERIODS),
  /** The member's own limit. */
  member: z.string().nullable(),
  /** The limit an operator imposed on this member. */
  operator: z.string().nullable(),
  /** The limit every member of the site in this currency has. */
  site: z.string().nullable(),
  /** The lowest of the three. */
  applies: z.string().nullable(),
  used: z.string(),
  left: z.string().nullable(),
});

export const protectionFlagRecord = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  member_id: z.number().int(),
  member_account: z.string(),
  kind: z.enum(HARM_MARKERS),
  /** What the job saw, in words an operator reads ("6 deposits in 24 hours"). */
  detail: z.string(),
  raised_at: z.string(),
  state: z.enum(FLAG_STATES),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  note: z.string().nullable(),
});
export type ProtectionFlagRecord = z.infer<typeof protectionFlagRecord>;

/** One member's protection, as the console's Protection tab shows it (`id` is the member's). */
export const memberProtectionRecord = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  currency: z.string(),
  limits: z.array(limitState),
  /** Raises and removals the member asked for, newest first, with what became of them. */
  raises: z.array(
    z.object({
      measure: z.enum(PROTECTION_MEASURES),
      period: z.enum(PROTECTION_PERIODS),
      amount: z.string().nullable(),
      requested_at: z.string(),
      confirmable_at: z.string(),
      lapses_at: z.string(),
      /** pending, confirmed, cancelled, superseded or lapsed. */
      state: z.string(),
      decided_at: z.string().nullable(),
    }),
  ),
  /** Time-outs and self-exclusions, newest first. */
  blocks: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['time_out', 'self_exclusion']),
      set_by: z.enum(['member', 'operator']),
      reason: z.string(),
      starts_at: z.string(),
      ends_at: z.string().nullable(),
      active: z.boolean(),
    }),
  ),
  reality_check_minutes: z.number().int(),
  reality_answers: z.array(
    z.object({
      answered_at: z.string(),
      answer: z.enum(REALITY_CHECK_ANSWERS),
      played_seconds: z.number().int(),
      net: z.string(),
    }),
  ),
  flags: z.array(protectionFlagRecord),
  net_deposits: z.object({ lifetime: z.string(), last_30_days: z.string() }),
});
export type MemberProtectionRecord = z.infer<typeof memberProtectionRecord>;

/** An operator's limit on one member: only lower than the one it replaces (or new). */
export const operatorLimitRequest = z.strictObject({
  measure: z.enum(PROTECTION_MEASURES),
  period: z.enum(PROTECTION_PERIODS),
  amount,
  reason,
});
/** A time-out an operator imposes (the member's own periods); nothing lifts it early. */
export const operatorTimeOutRequest = z.strictObject({ period: z.enum(TIME_OUT_PERIODS), reason });

export const protectionFlagListQuery = listQuery(
  {
    site_id: siteId.optional(),
    member_id: memberId.optional(),
    kind: z.enum(HARM_MARKERS).optional(),
    state: z.enum(FLAG_STATES).optional(),
  },
  ['id'],
);
export const protectionFlagReviewRequest = z.strictObject({ note: reason });

export const protectionSettingsIdParams = z.strictObject({
  id: text().regex(/^[1-9]\d{0,8}:[A-Z]{2,4}$/, 'a settings id such as 1:USD'),
});
export const protectionSettingsListQuery = listQuery({ site_id: siteId.optional() }, ['id']);

const siteLimit = z.strictObject({
  measure: z.enum(PROTECTION_MEASURES),
  period: z.enum(PROTECTION_PERIODS),
  amount,
});
const settingsFields = {
  /** Offer a deposit limit at registration and before the first deposit (the member may skip it). */
  deposit_limit_prompt: z.boolean(),
  /** Flag more deposits than this in 24 hours; 0 is off. */
  deposits_per_day: z.number().int().min(0).max(1000),
  /** Flag this many withdrawals cancelled by the member in 7 days; 0 is off. */
  withdrawals_cancelled: z.number().int().min(0).max(1000),
  /** Flag play after midnight on this many nights in a row; 0 is off. */
  night_play_nights: z.number().int().min(0).max(30),
  /** Flag net deposits over this in 30 days; "0" is off. */
  net_deposits_30d: amount,
  /** Limits every member of the site in this currency has (an operator-wide limit), at most one per pair. */
  limits: z
    .array(siteLimit)
    .max(PROTECTION_MEASURES.length * PROTECTION_PERIODS.length)
    .refine((list) => new Set(list.map((l) => `${l.measure}:${l.period}`)).size === list.length, 'one per period'),
};
export const protectionSettingsUpdate = z.strictObject({ version: rowVersion.optional(), ...settingsFields });
export const protectionSettingsRecord = z.object({
  id: z.string(),
  site_id: z.number().int(),
  currency: z.string(),
  ...z.object(settingsFields).shape,
  net_deposits_30d: z.string(),
  limits: z.array(
    z.object({ measure: z.enum(PROTECTION_MEASURES), period: z.enum(PROTECTION_PERIODS), amount: z.string() }),
  ),
  version: z.number().int(),
});
export type ProtectionSettingsRecord = z.infer<typeof protectionSettingsRecord>;
