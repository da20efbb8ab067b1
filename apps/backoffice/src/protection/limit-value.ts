import {
  PROTECTION_MEASURES,
  PROTECTION_PERIODS,
  SESSION_LIMIT_MAX_MINUTES,
  parseLimitValue,
} from '@playdeck/contract';
import type { ProtectionMeasure, ProtectionPeriod } from '@playdeck/contract';
import { amountProblem, amountText, formatMoney } from '../shared/money';

// A limit's value is money for deposit, loss and wager, and whole minutes of play for `session` (decision
// 0052): the wire carries both as text ("100.00", "90"), so every form and field asks the measure first.

export const isMeasure = (value: unknown): value is ProtectionMeasure =>
  PROTECTION_MEASURES.includes(value as ProtectionMeasure);
export const isPeriod = (value: unknown): value is ProtectionPeriod =>
  PROTECTION_PERIODS.includes(value as ProtectionPeriod);

/** The window a session limit is checked against: its period's, or the longest while no period is chosen. */
const windowOf = (period: unknown): ProtectionPeriod => (isPeriod(period) ? period : 'month');

/** A session limit's ceiling in minutes (1,440 for a day). */
export const sessionMaxMinutes = (period: unknown) => SESSION_LIMIT_MAX_MINUTES[windowOf(period)];

/**
 * Why a limit's value cannot go out, as a message for the field, or undefined when it can: the currency's
 * decimals for money (0 stops that measure), whole minutes no longer than the window for a session limit.
 */
export function limitValueProblem(measure: unknown, period: unknown, value: unknown, currency: string) {
  if (measure !== 'session') return amountProblem(value, currency);
  const text = amountText(value);
  if (text === '') return 'ra.validation.required';
  return parseLimitValue('session', windowOf(period), text, currency) === undefined
    ? { message: 'app.protection.validation.minutes', args: { max: sessionMaxMinutes(period) } }
    : undefined;
}

/** A limit's value comparable within its measure (minor units, or minutes); undefined when it is not one. */
export const limitValueOf = (measure: unknown, period: unknown, value: unknown, currency: string) =>
  isMeasure(measure) && isPeriod(period) ? parseLimitValue(measure, period, amountText(value), currency) : undefined;

/** "90 min" (or "90分钟") in the console's language. */
export const formatMinutes = (minutes: number, lang: string) =>
  new Intl.NumberFormat(lang, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(minutes);

/** A limit's value as shown: "1,500.00 USD" for money, "90 min" for a session limit; '' when there is none. */
export function formatLimit(measure: unknown, value: unknown, currency: unknown, lang: string): string {
  if (measure !== 'session') return formatMoney(value, currency, lang);
  if (typeof value !== 'string' || value === '') return '';
  // The server sends whole minutes; anything else is shown as it came rather than as a wrong number.
  return /^\d+$/.test(value) ? formatMinutes(Number(value), lang) : value;
}
