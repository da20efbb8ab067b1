import type { Currency } from '@playdeck/contract';
import { CURRENCY_SYMBOLS, DEFAULT_TIME_ZONE, DEMO_CURRENCY, DISPLAY_ONLY_CURRENCIES } from '@playdeck/contract';
import { config } from '../config/public-config';

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

/**
 * An amount with its currency's symbol (`$ 10.00`). A display-only currency (GP, the credits of
 * experience mode) is written by its code: `GP 2,000.00` wherever demo credits appear.
 */
export function formatMoney(value: string, currency: Currency): string {
  const mark = DISPLAY_ONLY_CURRENCIES.includes(currency) ? currency : currencySymbol(currency);
  return `${mark} ${formatAmount(value)}`;
}

/** Demo credits (experience mode), always in GP: `GP 2,000.00`. */
export const formatDemoCredits = (value: string) => formatMoney(value, DEMO_CURRENCY);

export function badgeCount(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string, zoneName: boolean): Intl.DateTimeFormat {
  const id = `${timeZone}|${zoneName}`;
  let held = formatters.get(id);
  if (!held) {
    // en-CA gives ISO-like digits in every language; the zone as a short name (GMT-4, UTC, JST...).
    const options = (zone: string): Intl.DateTimeFormatOptions => ({
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      ...(zoneName ? { timeZoneName: 'short' as const } : {}),
    });
    try {
      held = new Intl.DateTimeFormat('en-CA', options(timeZone));
    } catch {
      // A zone this browser's data lacks (the config is only checked for its shape at boot).
      held = new Intl.DateTimeFormat('en-CA', options(DEFAULT_TIME_ZONE));
    }
    formatters.set(id, held);
  }
  return held;
}

function partsOf(value: string, timeZone: string, zoneName: boolean) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = formatterOf(timeZone, zoneName).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    text: `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`,
    zone: part('timeZoneName'),
  };
}

/**
 * A date-time as `YYYY-MM-DD HH:mm` in the site's time zone (its setting, sent in the page's config;
 * default America/Caracas), the same for every language; an unreadable value is shown as it came.
 * Every member-visible time goes through here, so all pages agree on the clock.
 */
export function formatDateTime(value: string, timeZone: string = config.TIME_ZONE): string {
  return partsOf(value, timeZone, false)?.text ?? value;
}

/** The same with the zone's short name (`2026-05-01 10:00 GMT-4`): for deadlines and schedules. */
export function formatZonedDateTime(value: string, timeZone: string = config.TIME_ZONE): string {
  const parts = partsOf(value, timeZone, true);
  return parts ? `${parts.text} ${parts.zone}`.trim() : value;
}

/** The short name of the site's zone at an instant (GMT-4, UTC), for a note under a table of times. */
export function zoneName(at: Date = new Date(), timeZone: string = config.TIME_ZONE): string {
  return partsOf(at.toISOString(), timeZone, true)?.zone ?? timeZone;
}
