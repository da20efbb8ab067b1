import { COOKIE_KEYS, LANG_COOKIE_MAX_AGE_S, LOCALE_COOKIE_MAX_AGE_S } from '@playdeck/contract';
import { redirectDocument } from 'react-router';
import { config } from '../../shared/config/public-config';
import { localeStep } from '../../shared/i18n/locale-route';
import { currentLocale } from '../../shared/i18n/translate';
import { writeCookie } from '../../shared/lib/cookies';

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
  writeCookie(COOKIE_KEYS.locale, step.locale, { maxAge: LOCALE_COOKIE_MAX_AGE_S });
  writeCookie(COOKIE_KEYS.lang, step.locale, { maxAge: LANG_COOKIE_MAX_AGE_S });
  throw redirectDocument(step.to);
}
