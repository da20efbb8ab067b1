import { isCurrency } from '@playdeck/contract';
import { formatAmount, formatMoney } from '../../../shared/lib/format';

/** An amount with its currency's symbol ("$ 100.00"); a currency this build does not know keeps its code. */
export function money(value: string, currency: string): string {
  return isCurrency(currency) ? formatMoney(value, currency) : `${formatAmount(value)} ${currency}`.trim();
}
