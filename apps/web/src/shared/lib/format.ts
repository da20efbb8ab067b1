import type { Currency } from '@playdeck/contract';
import { CURRENCY_SYMBOLS, DEFAULT_TIME_ZONE } from '@playdeck/contract';

export function currencySymbol(currency: Currency): string {
  return CURRENCY_SYMBOLS[currency];
}

/** Groups the integer part of a decimal string (money arrives as strings, never floats). */
export function formatAmount(value: string, fractionDigits = 2): string {
  const [rawInt = '0', rawFrac = ''] = value.replace(/^-/, '').split('.');
  const int = (rawInt.replace(/^0+(?=\d)/, '') || '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = fractionDigits > 0 ? `.${rawFrac.padEnd(fractionDigits, '0').slice(0, fractionDigits)}` : '';
  return `${value.startsWith('-') ? '-' : ''}${int}${frac}`;
}

export function formatMoney(value: string, currency: Currency): string {
  return `${currencySymbol(currency)} ${formatAmount(value)}`;
}

/** The jackpot shows its integer part padded to 10 digits (R§9), one box per digit. */
export function jackpotDigits(value: string, width = 10): string[] {
  const int = (value.split('.')[0] ?? '0').replace(/\D/g, '') || '0';
  return int.padStart(width, '0').split('');
}

export function badgeCount(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}

/**
 * A date-time as `YYYY-MM-DD HH:mm` in the site's time zone (S§9 America/Caracas), the same for every
 * language; an unreadable value is shown as it came.
 */
export function formatDateTime(value: string, timeZone = DEFAULT_TIME_ZONE): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
