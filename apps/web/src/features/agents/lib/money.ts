import { decimalsOf, isCurrency } from '@playdeck/contract';
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
