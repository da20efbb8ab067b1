import { z } from 'zod';
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

/** The session limit (minutes of play a day) comes with play-time tracking; until then it cannot be set. */
export const PROTECTION_MEASURES = ['deposit', 'loss', 'wager'] as const;
export type ProtectionMeasure = (typeof PROTECTION_MEASURES)[number];
export const PROTECTION_PERIODS = ['day', 'week', 'month'] as const;
export type ProtectionPeriod = (typeof PROTECTION_PERIODS)[number];
export const TIME_OUT_PERIODS = ['24h', '7d', '30d', '6w'] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];
export const EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60, 120] as const;

/** A limit as a decimal in the member's currency ("100.00"); null removes it. */
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

/** A raise or removal waiting out its cooling-off: confirmable from `confirmable_at` until `lapses_at`. */
export interface PendingLimitRaise {
  /** The new value; null removes the limit. */
  amount: string | null;
  requested_at: string;
  confirmable_at: string;
  lapses_at: string;
}

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
  left: string;
}
