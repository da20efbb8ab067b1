import type { Locale } from '@playdeck/contract';
import { isLocale } from '@playdeck/contract';

/** The route's locale, where a link names one: `?lang=vi_VN` (decision 0025: no path prefix). */
export const LOCALE_QUERY = 'lang';

export type LocaleStep =
  /** The page's locale is the route's. */
  | { kind: 'keep' }
  /** The route asks for another locale of the site: store it and load `to` (the same page, without the query). */
  | { kind: 'switch'; locale: Locale; to: string };

export interface LocaleStepInput {
  url: URL;
  current: Locale;
  siteLocales: readonly Locale[];
}

/**
 * The global routing step that keeps the locale in step with the route. Unknown or foreign locales
 * in the query are ignored, so a bad link never changes the visitor's language.
 */
export function localeStep({ url, current, siteLocales }: LocaleStepInput): LocaleStep {
  const asked = url.searchParams.get(LOCALE_QUERY);
  if (asked !== null && isLocale(asked) && siteLocales.includes(asked) && asked !== current) {
    const rest = new URLSearchParams(url.search);
    rest.delete(LOCALE_QUERY);
    const query = rest.toString();
    return { kind: 'switch', locale: asked, to: `${url.pathname}${query ? `?${query}` : ''}${url.hash}` };
  }
  return { kind: 'keep' };
}
