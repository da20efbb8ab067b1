import { isCurrency } from '@playdeck/contract';
import { formatAmount, formatMoney } from '../../../shared/lib/format';

/** An amount with its currency's symbol ("$ 100.00"); a currency this build does not know keeps its code. */
export function money(value: string, currency: string): string {
  return isCurrency(currency) ? formatMoney(value, currency) : `${formatAmount(value)} ${currency}`.trim();
}

/** A rate in per mille as a percentage: 50 → "5%", 125 → "12.5%". */
export function percentOf(permille: number): string {
  const whole = Math.trunc(permille / 10);
  const tenth = Math.abs(permille % 10);
  return `${whole}${tenth ? `.${tenth}` : ''}%`;
}

/** Is a decimal string more than zero ("0", "0.00" are not)? */
export const isPositive = (value: string) => /[1-9]/.test(value) && !value.startsWith('-');
