import type { Locale } from '@playdeck/contract';
import { DEFAULT_LOCALE } from '@playdeck/contract';

/**
 * A deliberately small translator: flat keys exactly as the spec names them (`pg.err_is_playing`), and
 * i18next-style `{{name}}` placeholders. The locale is fixed for the life of a page (switching reloads),
 * so no subscription machinery is needed; i18next + react-i18next would cost ~17 KB gzip of
 * the first-paint budget for features the shell does not use. Catalogs are kept per locale because the
 * server renders pages in every locale of its sites, one page at a time (`speakLocale` before each).
 */
const catalogs = new Map<Locale, Map<string, string>>();
let current: Locale = DEFAULT_LOCALE;
let messages = catalogOf(current);

function catalogOf(locale: Locale): Map<string, string> {
  let catalog = catalogs.get(locale);
  if (!catalog) catalogs.set(locale, (catalog = new Map()));
  return catalog;
}

export type Vars = Record<string, string | number>;

export function t(key: string, vars?: Vars): string {
  const text = messages.get(key) ?? key;
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function hasMessage(key: string): boolean {
  return messages.has(key);
}

/** Adds a catalog's messages to its locale and makes that locale the one `t` speaks. */
export function addMessages(locale: Locale, catalog: Record<string, string>): void {
  speakLocale(locale);
  for (const [key, value] of Object.entries(catalog)) messages.set(key, value);
}

/** The locale `t` speaks from now on (its catalogs as loaded so far). */
export function speakLocale(locale: Locale): void {
  current = locale;
  messages = catalogOf(locale);
}

export function currentLocale(): Locale {
  return current;
}

/** BCP 47 form for `<html lang>` and Intl (en_US -> en-US). */
export function htmlLang(locale: Locale): string {
  return locale.replace('_', '-');
}
