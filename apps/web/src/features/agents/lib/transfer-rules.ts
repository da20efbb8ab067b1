import type { AgentTransferLimits } from '@playdeck/contract';
import { formatMinor, parseMinor } from '@playdeck/contract';

/** Why an amount cannot be sent, as the message key's last part; null when it can. */
export type TransferProblem = 'empty' | 'format' | 'below_minimum' | 'above_maximum' | 'daily_limit' | 'insufficient';

/** What may still be transferred today; null when there is no daily limit ("0"). */
export function leftToday(limits: AgentTransferLimits, currency: string): string | null {
  const daily = parseMinor(limits.daily, currency) ?? 0n;
  if (daily <= 0n) return null;
  const used = parseMinor(limits.used_today, currency) ?? 0n;
  return formatMinor(daily > used ? daily - used : 0n, currency);
}

/**
 * Checks a typed amount before sending it, in minor units (no floats): the server checks the same and
 * answers 3411-3415, so these are only a quicker answer.
 */
export function transferProblem(
  text: string,
  limits: AgentTransferLimits,
  balance: string,
  currency: string,
): TransferProblem | null {
  const value = text.trim();
  if (!value) return 'empty';
  const units = parseMinor(value, currency);
  if (units === undefined || units <= 0n) return 'format';
  const min = parseMinor(limits.min, currency) ?? 0n;
  const max = parseMinor(limits.max, currency) ?? 0n;
  if (min > 0n && units < min) return 'below_minimum';
  if (max > 0n && units > max) return 'above_maximum';
  const left = leftToday(limits, currency);
  if (left !== null && units > (parseMinor(left, currency) ?? 0n)) return 'daily_limit';
  if (units > (parseMinor(balance, currency) ?? 0n)) return 'insufficient';
  return null;
}
