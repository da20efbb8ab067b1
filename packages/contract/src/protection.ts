import { z } from 'zod';
import { formatMinor, parseMinor } from './money.js';
import { paymentAmount } from './payments.js';
import { text } from './text.js';

/**
 * Player protection (responsible gaming, decision 0050): limits a member sets on their own deposits,
 * losses, wagers and play time, time-outs and self-exclusion, and reality checks. Enforced where money
 * moves (the wallet's `beforeMoney` checks), not only shown on a page.
 */

export const PROTECTION_CODES = {
  /** The move would pass one of the member's limits; `data` names which. */
  limitReached: 3501,
  /** The member is on a time-out: no play, no deposits, until it ends. */
  timedOut: 3502,
  /** The member excluded themselves: no play, no deposits, no promotions. */
  selfExcluded: 3503,
  /** Daily ≤ weekly ≤ monthly must hold for one measure. */
  limitOrder: 3504,
  /** No raise waits for confirmation, or it is not yet confirmable, or it lapsed. */
  raiseNotConfirmable: 3505,
  /** The amount has more decimals than the member's currency has. */
  amountInvalid: 3506,
} as const;

/**
 * What a limit holds: money deposited, lost or wagered (in the member's currency), and `session`, minutes of
 * play (decision 0052: time with a game open, as the game page reports it).
 */
export const PROTECTION_MEASURES = ['deposit', 'loss', 'wager', 'session'] as const;
export type ProtectionMeasure = (typeof PROTECTION_MEASURES)[number];
export const PROTECTION_PERIODS = ['day', 'week', 'month'] as const;
export type ProtectionPeriod = (typeof PROTECTION_PERIODS)[number];

/** The minutes in each window: a session limit can be no longer. */
export const SESSION_LIMIT_MAX_MINUTES: Record<ProtectionPeriod, number> = { day: 1_440, week: 10_080, month: 43_200 };

/**
 * A limit's value from its text: minor units of the currency for money, whole minutes for `session` (at most
 * the window's minutes); undefined when the text is neither.
 */
export function parseLimitValue(
  measure: ProtectionMeasure,
  period: ProtectionPeriod,
  text: string,
  currency: string,
): bigint | undefined {
  if (measure !== 'session') return parseMinor(text, currency);
  if (!/^\d{1,6}$/.test(text.trim())) return undefined;
  const minutes = BigInt(text.trim());
  return minutes <= BigInt(SESSION_LIMIT_MAX_MINUTES[period]) ? minutes : undefined;
}

/** A limit's value as text: a decimal in the currency for money, whole minutes for `session`. */
export const formatLimitValue = (measure: ProtectionMeasure, value: bigint, currency: string): string =>
  measure === 'session' ? value.toString() : formatMinor(value, currency);
export const TIME_OUT_PERIODS = ['24h', '7d', '30d', '6w'] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];
export const EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60, 120] as const;

/** A limit as a decimal in the member's currency ("100.00"), or whole minutes for `session` ("90"); null removes it. */
const limitValue = paymentAmount.nullable();

export const protectionLimitSetRequest = z.strictObject({
  measure: z.enum(PROTECTION_MEASURES),
  period: z.enum(PROTECTION_PERIODS),
  amount: limitValue,
});
export const protectionLimitPickRequest = z.strictObject({
  measure: z.enum(PROTECTION_MEASURES),
  period: z.enum(PROTECTION_PERIODS),
});
/** `confirm: 1` is the positive step the page asks for ("I understand I cannot undo this"). */
export const protectionTimeOutRequest = z.strictObject({ period: z.enum(TIME_OUT_PERIODS), confirm: z.literal(1) });
export const protectionExcludeRequest = z.strictObject({ period: z.enum(EXCLUSION_PERIODS), confirm: z.literal(1) });
export const protectionRealityCheckRequest = z.strictObject({
  minutes: z.literal(REALITY_CHECK_MINUTES),
});

/** A reality check's answer: carry on, or leave the game (the page then brings the game's balance back). */
export const REALITY_CHECK_ANSWERS = ['continue', 'leave'] as const;
export type RealityCheckAnswer = (typeof REALITY_CHECK_ANSWERS)[number];

/** When the page opened the game (ISO instant, within the last day): the play session a reality check is about. */
const sessionStart = text()
  .max(40)
  .pipe(z.iso.datetime({ offset: true }));
export const protectionSessionRequest = z.strictObject({ since: sessionStart });
export const protectionRealityAnswerRequest = z.strictObject({
  since: sessionStart,
  answer: z.enum(REALITY_CHECK_ANSWERS),
});

/** The play session a reality check shows: how long, and what the member won (+) or lost (−) in it. */
export interface ProtectionSessionReply {
  currency: string;
  played_seconds: number;
  /** Wins minus stakes settled since the session started, in the member's currency ("-12.50"). */
  net: string;
}

/**
 * What the game page hears each minute it has a game open (decision 0052): the member's play in the last 24
 * hours and what the tightest session limit leaves of it. Once a session limit is reached the call answers
 * `limitReached` (measure `session`) instead, and the server has brought the games' balances back.
 */
export interface ProtectionPlayReply {
  /** Minutes played in the last 24 hours. */
  played_minutes: number;
  /** The fewest minutes any session limit leaves (day, week or month), null without one. */
  left_minutes: number | null;
}

/** A raise or removal waiting out its cooling-off: confirmable from `confirmable_at` until `lapses_at`. */
export interface PendingLimitRaise {
  /** The new value; null removes the limit. */
  amount: string | null;
  requested_at: string;
  confirmable_at: string;
  lapses_at: string;
}

/** Values are decimals in the member's currency, or whole minutes for `session`. */
export interface ProtectionLimitState {
  measure: ProtectionMeasure;
  period: ProtectionPeriod;
  /** The member's own limit, null when none. */
  member: string | null;
  /** The operator's limit on this member, null when none. */
  operator: string | null;
  /** What applies: the lower of the two, null when neither is set. */
  applies: string | null;
  /** Used in the rolling window (24 hours, 7 days, 30 days). */
  used: string;
  /** What is left of `applies`, null without a limit. */
  left: string | null;
  pending: PendingLimitRaise | null;
}

export interface ProtectionBlock {
  kind: 'time_out' | 'self_exclusion';
  starts_at: string;
  /** null: permanent. */
  ends_at: string | null;
}

export interface ProtectionInfoReply {
  currency: string;
  limits: ProtectionLimitState[];
  /** Deposits minus withdrawals paid. */
  net_deposits: { lifetime: string; last_30_days: string };
  reality_check_minutes: number;
  block: ProtectionBlock | null;
  /**
   * Whether to offer the member a deposit limit before they deposit (decision 0051): the site asks it, the
   * member has no deposit limit of their own and has not skipped the offer.
   */
  deposit_limit_prompt: boolean;
}

/** `data` of a refused move: which limit it would pass, and what is left of it. */
export interface LimitReachedData {
  measure: ProtectionMeasure;
  period: ProtectionPeriod;
  /** In the member's currency, or whole minutes for `session`. */
  left: string;
}
