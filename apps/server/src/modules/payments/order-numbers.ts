import { randomBytes } from 'node:crypto';
import { PAYMENT_CODES, parseMinor } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import { msg } from '../../i18n/catalog.js';

/**
 * `D` (deposit) or `W` (withdrawal), the UTC date, and 10 random characters: unique in practice (the
 * unique index decides), unguessable, and readable to a member quoting it to support.
 */
export function newOrderNumber(kind: 'deposit' | 'withdrawal', now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const tail = randomBytes(8).toString('hex').toUpperCase().slice(0, 10);
  return `${kind === 'deposit' ? 'D' : 'W'}${day}${tail}`;
}

/** A member's decimal amount in minor units, refused (naming the field) when its decimals do not fit. */
export function amountOf(text: string, currency: string): bigint {
  const minor = parseMinor(text, currency);
  if (minor === undefined || minor <= 0n) {
    throw new ApiError(400, msg('validation.amount', { field: 'amount' }), 400, { field: 'amount', rule: 'amount' });
  }
  return minor;
}

export const outOfRange = (min: string, max: string) =>
  new ApiError(PAYMENT_CODES.amountOutOfRange, msg('pay.err.amount_out_of_range', { min, max }), 200, {
    min_amount: min,
    max_amount: max,
  });

/** Midnight UTC of today: daily limits count from here. */
export const startOfDay = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
