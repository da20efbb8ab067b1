import type { Locale } from '@playdeck/contract';
import { COOKIE_KEYS, LANG_COOKIE_MAX_AGE_S, LOCALE_COOKIE_MAX_AGE_S } from '@playdeck/contract';
import { redirectDocument } from 'react-router';
import { config } from '../../shared/config/public-config';
import { chooseLocale } from '../../shared/i18n/locale-choice';
import { LOCALE_QUERY, localeStep } from '../../shared/i18n/locale-route';
import { currentLocale } from '../../shared/i18n/translate';
import { readCookie, writeCookie } from '../../shared/lib/cookies';

/** The visitor's language choice, kept as a language switch keeps it. */
function storeLocale(locale: Locale): void {
  writeCookie(COOKIE_KEYS.locale, locale, { maxAge: LOCALE_COOKIE_MAX_AGE_S });
  writeCookie(COOKIE_KEYS.lang, locale, { maxAge: LANG_COOKIE_MAX_AGE_S });
}

/**
 * The locale of the page being loaded, chosen as the server chose it. An address naming one of the site's
 * locales (`?lang=`) was rendered in it: the choice is stored, and the address keeps no `lang`.
 */
export function pageLocale(): Locale {
  const url = new URL(location.href);
  const named = url.searchParams.get(LOCALE_QUERY);
  const locale = chooseLocale({
    named,
    cookie: readCookie(COOKIE_KEYS.locale),
    countryLocale: config.COUNTRY_LOCALE,
    siteDefault: config.DEFAULT_LOCALE,
    siteLocales: config.LOCALES,
  });
  if (named === locale) {
    storeLocale(locale);
    url.searchParams.delete(LOCALE_QUERY);
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return locale;
}

/**
 * Runs on every navigation to keep the locale in step with the route: a route naming another of the
 * site's locales (?lang=) stores it and loads the page again in it, as a language switch does (changing
 * the language always reloads).
 */
export function keepLocaleInStep(url: URL): void {
  const step = localeStep({
    url,
    current: currentLocale(),
    siteLocales: config.LOCALES,
  });
  if (step.kind === 'keep') return;
  storeLocale(step.locale);
  throw redirectDocument(step.to);
}
