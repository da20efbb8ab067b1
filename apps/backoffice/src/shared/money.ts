import { decimalsOf, parseMinor } from '@playdeck/contract';
import { formatDecimal } from './decimal';

// Payment amounts are decimal strings end to end ("1500.00"): read, checked and shown without a float.

/** "1,500.00 USD": the server's decimal grouped the language's way, every decimal kept, then the currency. */
export function formatMoney(value: unknown, currency: unknown, lang: string): string {
  if (typeof value !== 'string' || value === '') return '';
  const text = formatDecimal(value, lang);
  return typeof currency === 'string' && currency ? `${text} ${currency}` : text;
}

/**
 * Why an amount the operator typed cannot go out, as a message for the field, or undefined when it can:
 * a plain decimal, not negative, with at most the currency's decimals (0 only where `zero` allows it).
 */
export function amountProblem(value: unknown, currency: string, zero = true) {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text === '') return 'ra.validation.required';
  const units = /^\d{1,12}(\.\d+)?$/.test(text) ? parseMinor(text, currency) : undefined;
  if (units === undefined) {
    const decimals = decimalsOf(currency);
    return decimals === 0
      ? 'app.payments.validation.whole_amount'
      : { message: 'app.payments.validation.amount', args: { decimals } };
  }
  return units === 0n && !zero ? 'app.payments.validation.positive' : undefined;
}

/** An amount as the API takes it: trimmed text ("100", "12.50"), never a number. */
export const amountText = (value: unknown): string =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';

export type AgeUnit = 'minute' | 'hour' | 'day';

/** How long an order has waited, in the largest whole unit (at least a minute; an unreadable time is 0). */
export function ageOf(createdAt: unknown, now: number): { value: number; unit: AgeUnit } {
  const at = typeof createdAt === 'string' ? Date.parse(createdAt) : Number.NaN;
  const minutes = Number.isNaN(at) ? 0 : Math.max(0, Math.floor((now - at) / 60_000));
  if (minutes < 60) return { value: minutes, unit: 'minute' };
  if (minutes < 24 * 60) return { value: Math.floor(minutes / 60), unit: 'hour' };
  return { value: Math.floor(minutes / (24 * 60)), unit: 'day' };
}

/** "12 min", "3 hr", "2 days" (or "12分钟"...) in the console's language, no catalogue needed. */
export function formatAge(createdAt: unknown, now: number, lang: string): string {
  const { value, unit } = ageOf(createdAt, now);
  return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}

/** The sign of a decimal string, exactly (-1, 0 or 1); 0 for text that is not a number. */
export function signOf(value: unknown): -1 | 0 | 1 {
  const match = typeof value === 'string' ? /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(value.trim()) : null;
  if (!match || /^0*$/.test(`${match[2]}${match[3] ?? ''}`)) return 0;
  return match[1] === '-' ? -1 : 1;
}
