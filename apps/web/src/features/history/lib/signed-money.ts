import { decimalsOf, isCurrency } from '@playdeck/contract';
import { currencySymbol, formatAmount } from '../../../shared/lib/format';

export type Tone = 'in' | 'out' | 'none';

/** Money in (positive), out (negative) or neither, from the decimal string. */
export function toneOf(value: string): Tone {
  if (value.startsWith('-')) return 'out';
  return /[1-9]/.test(value) ? 'in' : 'none';
}

/** "¥ 1,234.50" with the currency's decimals; `signed` writes a + or a true minus sign in front. */
export function moneyText(value: string, currency: string, signed = false): string {
  const symbol = isCurrency(currency) ? currencySymbol(currency) : currency;
  const abs = formatAmount(value.replace(/^-/, ''), decimalsOf(currency));
  const tone = toneOf(value);
  const sign = tone === 'out' ? '\u2212' : signed && tone === 'in' ? '+' : '';
  return `${sign}${symbol}\u00a0${abs}`;
}
