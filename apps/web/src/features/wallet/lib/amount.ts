import { decimalsOf, formatMinor, isCurrency, parseMinor } from '@playdeck/contract';
import { currencySymbol, formatAmount } from '../../../shared/lib/format';

/** Why an amount cannot be sent, as the message key's last part; null when it can. */
export type AmountProblem = 'empty' | 'format' | 'min' | 'max' | null;

export interface AmountRange {
  min: string;
  max: string;
  currency: string;
}

/**
 * Checks a typed amount against a channel's (or the withdrawal rules') min and max, in minor units so
 * that "100.1" and "100.10" compare alike and no float is ever involved.
 */
export function amountProblem(text: string, { min, max, currency }: AmountRange): AmountProblem {
  const value = text.trim();
  if (!value) return 'empty';
  const units = parseMinor(value, currency);
  if (units === undefined || units <= 0n || value.startsWith('-')) return 'format';
  const low = parseMinor(min, currency);
  const high = parseMinor(max, currency);
  if (low !== undefined && units < low) return 'min';
  if (high !== undefined && units > high) return 'max';
  return null;
}

/**
 * The fee a channel adds (per mille of the amount), rounded up to the currency's smallest unit: what the
 * member is shown before paying. The server's figure on the order is the one that counts.
 */
export function feeFor(text: string, permille: number, currency: string): string | undefined {
  const units = parseMinor(text.trim(), currency);
  if (units === undefined || units <= 0n || permille <= 0) return undefined;
  const scaled = units * BigInt(permille);
  const fee = scaled / 1000n + (scaled % 1000n === 0n ? 0n : 1n);
  return formatMinor(fee, currency);
}

/** 15 ‰ → "1.5%": a fee rate for people, without floats. */
export function permilleAsPercent(permille: number): string {
  const whole = Math.trunc(permille / 10);
  const tenth = permille % 10;
  return `${whole}${tenth ? `.${tenth}` : ''}%`;
}

/** "¥ 1,234.50": an amount string with the currency's symbol and decimals (kept on one line). */
export function money(value: string, currency: string): string {
  const symbol = isCurrency(currency) ? currencySymbol(currency) : currency;
  return `${symbol}\u00a0${formatAmount(value, decimalsOf(currency))}`;
}
