import type { MEMBER_CENTRE_CODES } from '@playdeck/contract';
import { decimalsOf, formatMinor, parseMinor } from '@playdeck/contract';
import { ApiError } from '../../../shared/api/api-error';

/** Why a typed transfer amount cannot be sent (the message key's last part); null when it can. */
export type TransferProblem = 'empty' | 'format' | 'decimals' | 'zero' | 'insufficient' | null;

/**
 * Checks an amount against the currency's decimals and what the source wallet holds, in minor units
 * (no floats). More decimals than the currency has is its own message, not silently cut off.
 */
export function transferProblem(text: string, currency: string, available: string | null): TransferProblem {
  const value = text.trim();
  if (!value) return 'empty';
  const plain = /^(\d{1,12})(?:\.(\d+))?$/.exec(value);
  if (!plain) return 'format';
  if ((plain[2] ?? '').length > decimalsOf(currency)) return 'decimals';
  const units = parseMinor(value, currency);
  if (units === undefined) return 'format';
  if (units <= 0n) return 'zero';
  const have = available === null ? undefined : parseMinor(available, currency);
  return have !== undefined && units > have ? 'insufficient' : null;
}

/** The amount as the API wants it ("5" USD → "5.00"). Call it only when transferProblem said null. */
export function transferWire(text: string, currency: string): string {
  return formatMinor(parseMinor(text.trim(), currency) ?? 0n, currency);
}

/** The whole of a balance as an amount to type (the "All" button): "12.5" USD → "12.50", never negative. */
export function wholeBalance(balance: string | null, currency: string): string {
  const units = balance === null ? undefined : parseMinor(balance, currency);
  return units === undefined || units <= 0n ? '' : formatMinor(units, currency);
}

type Codes = typeof MEMBER_CENTRE_CODES;
/** walletTransfer's codes (spelled here: the contract's module carries zod), each with the page's own text. */
export const TRANSFER_MESSAGES: Record<number, string> = {
  [3221 satisfies Codes['transferAmountInvalid']]: 'transfer.err.amount',
  [3222 satisfies Codes['transferInsufficient']]: 'transfer.err.insufficient',
  [3223 satisfies Codes['transferGameOpen']]: 'transfer.err.game_open',
  [3224 satisfies Codes['transferBusy']]: 'transfer.err.busy',
  [3225 satisfies Codes['transferProviderUnavailable']]: 'transfer.err.provider_unavailable',
  [3226 satisfies Codes['transferProviderUnknown']]: 'transfer.pending',
};
const UNKNOWN_OUTCOME = 3226;

export interface TransferFailure {
  key?: string;
  text?: string;
  /** Under the amount field (3221, 3222) rather than above the form. */
  atAmount: boolean;
  /**
   * The server may have acted on it (no answer, timeout, 5xx, the provider's outcome unknown): a retry of
   * the same submission must carry the same request_id, so the transfer can never happen twice.
   */
  outcomeUnknown: boolean;
}

/** A rejected walletTransfer; null when nothing is to be said (aborted, the session ended). */
export function transferFailure(error: unknown): TransferFailure | null {
  if (!(error instanceof ApiError)) return { key: 'transfer.err.unknown', atAmount: false, outcomeUnknown: true };
  if (error.kind === 'aborted' || error.kind === 'unauthorized') return null;
  if (error.kind !== 'server') return { text: error.message, atAmount: false, outcomeUnknown: true };
  const key = error.code === undefined ? undefined : TRANSFER_MESSAGES[error.code];
  if (key) {
    const atAmount = error.code === 3221 || error.code === 3222;
    return { key, atAmount, outcomeUnknown: error.code === UNKNOWN_OUTCOME };
  }
  // 400: the body failed its schema, nothing was done; other codes: the server's own words.
  const definite = error.code !== undefined && error.code < 500;
  return {
    text: error.message || undefined,
    key: error.message ? undefined : 'transfer.err.unknown',
    atAmount: false,
    outcomeUnknown: !definite,
  };
}
