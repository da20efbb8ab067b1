import type { PAYMENT_CODES } from '@playdeck/contract';
import { RESULT } from '@playdeck/contract';
import { ApiError } from '../../../shared/api/api-error';

type PaymentCode = (typeof PAYMENT_CODES)[keyof typeof PAYMENT_CODES];

/**
 * The page's own text for every payment code (the contract's PAYMENT_CODES, whose module carries zod:
 * the Record over its values makes a new or renamed code fail the type-check here), and the form field
 * the code is about, so the message shows under that field.
 */
export const PAYMENT_MESSAGES: Record<PaymentCode, { key: string; field?: string }> = {
  3101: { key: 'pay.err.channel_unavailable' },
  3102: { key: 'pay.err.amount_out_of_range', field: 'amount' },
  3103: { key: 'pay.err.daily_limit', field: 'amount' },
  3104: { key: 'pay.err.gateway_unavailable' },
  3105: { key: 'pay.err.order_not_found' },
  3106: { key: 'pay.err.too_many_pending' },
  3111: { key: 'pay.err.password_not_set', field: 'withdraw_password' },
  3112: { key: 'pay.err.password_wrong', field: 'withdraw_password' },
  3113: { key: 'pay.err.account_not_found', field: 'account_id' },
  3114: { key: 'pay.err.insufficient_balance', field: 'amount' },
  3115: { key: 'pay.err.turnover_not_met' },
  3116: { key: 'pay.err.daily_count' },
  3117: { key: 'pay.err.daily_amount', field: 'amount' },
  3118: { key: 'pay.err.not_cancellable' },
  3119: { key: 'pay.err.password_locked', field: 'withdraw_password' },
  3121: { key: 'pay.err.account_limit' },
  3122: { key: 'pay.err.account_duplicate', field: 'account_no' },
};

/** What a failed payment call tells the member: a message key (with values) or a ready text, maybe about one field. */
export interface PaymentFailure {
  key?: string;
  vars?: Record<string, string>;
  /** Already in the member's language (network, timeout, the server's own message). */
  text?: string;
  /** The request field it concerns (the wire name), when there is one. */
  field?: string;
}

/**
 * Turns a rejected payment call into what to show. `range` fills the min and max of "amount out of
 * range" (already formatted). Aborted calls and an ended session show nothing (null).
 */
export function paymentFailure(error: unknown, range?: { min: string; max: string }): PaymentFailure | null {
  if (!(error instanceof ApiError)) return { key: 'pay.err.unknown' };
  if (error.kind === 'aborted' || error.kind === 'unauthorized') return null;
  if (error.kind !== 'server') return { text: error.message };
  const known = error.code === undefined ? undefined : PAYMENT_MESSAGES[error.code as PaymentCode];
  if (known?.key === 'pay.err.amount_out_of_range') {
    // Without the limits at hand the message says so without numbers.
    return range ? { ...known, vars: range } : { key: 'pay.err.amount_not_allowed', field: known.field };
  }
  if (known) return { ...known };
  if (error.code === RESULT.badRequest) {
    const field = (error.data as { field?: unknown } | null)?.field;
    const name = typeof field === 'string' && field ? field : 'body';
    return { key: 'pay.err.invalid_field', vars: { field: name }, field: name };
  }
  return error.message ? { text: error.message } : { key: 'pay.err.unknown' };
}
