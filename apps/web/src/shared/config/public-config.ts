import type { Currency, Locale, PublicConfig } from '@playdeck/contract';
import {
  DEFAULT_LOCALE,
  DEFAULT_TIME_ZONE,
  NO_ANALYTICS,
  PUBLIC_CONFIG_GLOBAL,
  isCurrency,
  isLocale,
  looksLikeTimeZone,
} from '@playdeck/contract';

/** Used when the page is served without an injected config (vite dev, a static preview). */
const FALLBACK: PublicConfig = {
  TEMPLATE_NAME: 'suncity',
  MOBILE_TEMPLATE_NAME: 'H5_1',
  SITE_NAME: 'Playdeck',
  SITE_TITLE: 'Playdeck',
  SITE_TITLE_EN: 'Playdeck',
  CONFIG_WEBSOCKET_URL: '',
  CONFIG_WEBSOCKET_URL_SSL: '',
  SITE_ID: 0,
  BUILD_ID: import.meta.env.VITE_BUILD_ID,
  APP_ENV: 'local',
  IS_DEMO: false,
  DESKTOP_LOCK: false,
  CURRENCIES: ['USD'],
  LOCALES: [DEFAULT_LOCALE],
  DEFAULT_LOCALE,
  COUNTRY_LOCALE: null,
  CUSTOMER_URL: {},
  REGISTER_LINK_MINUTES: 60,
  TIME_ZONE: DEFAULT_TIME_ZONE,
  ANALYTICS: NO_ANALYTICS,
};

/** Merges the injected config over the fallback and drops ids this build does not know. */
export function normaliseConfig(raw: Partial<PublicConfig> | undefined): PublicConfig {
  const merged = { ...FALLBACK, ...raw };
  const locales = (merged.LOCALES ?? []).filter(isLocale);
  const currencies = (merged.CURRENCIES ?? []).filter(isCurrency);
  return {
    ...merged,
    LOCALES: locales.length > 0 ? locales : FALLBACK.LOCALES,
    CURRENCIES: currencies.length > 0 ? currencies : FALLBACK.CURRENCIES,
    DEFAULT_LOCALE: isLocale(merged.DEFAULT_LOCALE) ? merged.DEFAULT_LOCALE : DEFAULT_LOCALE,
    COUNTRY_LOCALE: isLocale(merged.COUNTRY_LOCALE) ? merged.COUNTRY_LOCALE : null,
    CUSTOMER_URL: merged.CUSTOMER_URL ?? {},
    // The server stores only zones it checked; the page's formatter falls back if this runtime lacks it.
    TIME_ZONE: looksLikeTimeZone(merged.TIME_ZONE) ? merged.TIME_ZONE : DEFAULT_TIME_ZONE,
  };
}

const injected = (globalThis as unknown as Record<string, Partial<PublicConfig> | undefined>)[PUBLIC_CONFIG_GLOBAL];

/** The site's public config, read once: the server writes it into the page before any script runs. */
export const config: PublicConfig = normaliseConfig(injected);

/**
 * The server renders the pages of every site it serves, one page at a time: before each it puts that
 * site's config in place. The object stays the same, so every module that imported it reads the new one.
 */
export function applyPublicConfig(raw: PublicConfig): void {
  Object.assign(config, normaliseConfig(raw));
}

export const isProduction = (): boolean => config.APP_ENV === 'production';

/** The socket address for this page: the SSL variant on https when the site has one, else the plain one. */
export function websocketUrlFor(
  site: Pick<PublicConfig, 'CONFIG_WEBSOCKET_URL' | 'CONFIG_WEBSOCKET_URL_SSL'>,
  protocol: string,
): string {
  if (protocol === 'https:' && site.CONFIG_WEBSOCKET_URL_SSL) return site.CONFIG_WEBSOCKET_URL_SSL;
  return site.CONFIG_WEBSOCKET_URL;
}

/** The customer-service address for a locale, falling back to en_US. */
export function customerUrlFor(urls: Partial<Record<Locale, string>>, locale: Locale): string | undefined {
  return urls[locale] || urls.en_US || undefined;
}

export type { Currency, Locale };
