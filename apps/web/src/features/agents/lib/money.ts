import { decimalsOf, formatMinor, isCurrency, parseMinor } from '@playdeck/contract';
import { currencySymbol, formatAmount } from '../../../shared/lib/format';

/** Money in (positive), out (negative) or neither, from the decimal string. */
export type Tone = 'up' | 'down' | 'none';

export function toneOf(value: string): Tone {
  if (value.startsWith('-') && /[1-9]/.test(value)) return 'down';
  return /[1-9]/.test(value) ? 'up' : 'none';
}

/**
 * "$ 1,234.50" with the currency's decimals (a currency this build does not know keeps its code); a loss
 * is written with a true minus sign, and `signed` puts a + before a gain.
 */
export function money(value: string, currency: string, signed = false): string {
  const symbol = isCurrency(currency) ? currencySymbol(currency) : currency;
  const digits = isCurrency(currency) ? decimalsOf(currency) : 2;
  const tone = toneOf(value);
  const sign = tone === 'down' ? '\u2212' : signed && tone === 'up' ? '+' : '';
  return `${sign}${symbol}\u00a0${formatAmount(value.replace(/^-/, ''), digits)}`;
}

/** A rate in per mille as a percentage: 250 → "25%", 125 → "12.5%", 5 → "0.5%". */
export function percentOf(permille: number): string {
  const whole = Math.trunc(permille / 10);
  const tenth = Math.abs(permille % 10);
  return `${whole}${tenth ? `.${tenth}` : ''}%`;
}

/** Is a decimal string more than zero? ("0", "0.00" and negatives are not.) */
export const isPositive = (value: string) => toneOf(value) === 'up';

/** Compares two decimal strings of one currency: negative, 0 or positive (minor units, no floats). */
export function compareAmounts(a: string, b: string, currency: string): number {
  const x = parseMinor(a, currency) ?? 0n;
  const y = parseMinor(b, currency) ?? 0n;
  return x === y ? 0 : x < y ? -1 : 1;
}

/** a − b, exactly, as a decimal string of the currency. */
export function difference(a: string, b: string, currency: string): string {
  return formatMinor((parseMinor(a, currency) ?? 0n) - (parseMinor(b, currency) ?? 0n), currency);
}
