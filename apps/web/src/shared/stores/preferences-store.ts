import type { Currency, Locale } from '@playdeck/contract';
import {
  COOKIE_KEYS,
  CURRENCY_COOKIE_MAX_AGE_S,
  DEFAULT_LOCALE,
  currencyForLocale,
  isCurrency,
} from '@playdeck/contract';
import { create } from 'zustand';
import { writeCookie } from '../lib/cookies';

interface Preferences {
  locale: Locale;
  /** The visitor's display currency; a member's own currency lives in the session. */
  currency: Currency;
}

export const usePreferences = create<Preferences>(() => ({ locale: DEFAULT_LOCALE, currency: 'USD' }));

/** Cookie ccy first (a visitor's recent choice, one day), else the locale's currency if the site has it. */
export function chooseCurrency(cookie: string | undefined, locale: Locale, siteCurrencies: readonly Currency[]) {
  if (isCurrency(cookie) && siteCurrencies.includes(cookie)) return cookie;
  return currencyForLocale(locale, siteCurrencies) ?? siteCurrencies[0] ?? 'USD';
}

export function setCurrency(currency: Currency): void {
  writeCookie(COOKIE_KEYS.currency, currency, { maxAge: CURRENCY_COOKIE_MAX_AGE_S });
  usePreferences.setState({ currency });
}
