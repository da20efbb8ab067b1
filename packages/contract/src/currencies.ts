import type { Locale } from './locales.js';

export const CURRENCY_SYMBOLS = {
  RMB: '¥',
  JPY: '¥',
  VND: '₫',
  WON: '₩',
  THB: '฿',
  USD: '$',
  INR: '₹',
  MMK: 'K',
  BRL: 'R$',
  BDT: '৳',
  NGN: '₭',
  GP: 'G',
} as const;

export type Currency = keyof typeof CURRENCY_SYMBOLS;
export const CURRENCIES = Object.keys(CURRENCY_SYMBOLS) as Currency[];

/** GP is display-only: the currency of experience (demo) mode, never held in a wallet. */
export const DISPLAY_ONLY_CURRENCIES: readonly Currency[] = ['GP'];

/** The currency demo credits are shown in: always by its code, as in "GP 2,000.00". */
export const DEMO_CURRENCY = 'GP' satisfies Currency;

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && Object.hasOwn(CURRENCY_SYMBOLS, value);
}

export const LOCALE_CURRENCY: Record<Locale, Currency> = {
  zh_TW: 'RMB',
  zh_CN: 'RMB',
  en_US: 'USD',
  vi_VN: 'VND',
  ko_KR: 'WON',
  ja_JP: 'JPY',
  th_TH: 'THB',
  hi_IN: 'INR',
  ta_IN: 'INR',
  my_MM: 'MMK',
  bn_BD: 'BDT',
};

/** The visitor's display currency: their recent choice (ccy cookie) when the site offers it, else the locale's. */
export function chooseCurrency(
  cookie: string | undefined,
  locale: Locale,
  siteCurrencies: readonly Currency[],
): Currency {
  if (isCurrency(cookie) && siteCurrencies.includes(cookie)) return cookie;
  return currencyForLocale(locale, siteCurrencies) ?? siteCurrencies[0] ?? 'USD';
}

/** The currency a visitor gets: the locale's currency when the site offers it, else the site default (first entry). */
export function currencyForLocale(locale: Locale, siteCurrencies: readonly Currency[]): Currency | undefined {
  const preferred = LOCALE_CURRENCY[locale];
  return siteCurrencies.includes(preferred) ? preferred : siteCurrencies[0];
}
