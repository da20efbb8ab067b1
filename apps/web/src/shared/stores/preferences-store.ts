import type { Currency, Locale } from '@playdeck/contract';
import { COOKIE_KEYS, CURRENCY_COOKIE_MAX_AGE_S, DEFAULT_LOCALE } from '@playdeck/contract';
import { create } from 'zustand';
import { writeCookie } from '../lib/cookies';

export { chooseCurrency } from '@playdeck/contract';

interface Preferences {
  locale: Locale;
  /** The visitor's display currency; a member's own currency lives in the session. */
  currency: Currency;
}

export const usePreferences = create<Preferences>(() => ({ locale: DEFAULT_LOCALE, currency: 'USD' }));

export function setCurrency(currency: Currency): void {
  writeCookie(COOKIE_KEYS.currency, currency, { maxAge: CURRENCY_COOKIE_MAX_AGE_S });
  usePreferences.setState({ currency });
}
