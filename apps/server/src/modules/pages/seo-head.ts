import { escapeHtml } from './render.js';

export interface HeadInput {
  /** The site's origin (scheme, host and port), never a forged Host. */
  origin: string;
  path: string;
  /** The page's locale, when the address named it (`?lang=`). */
  namedLocale?: string | undefined;
  locale: string;
  locales: readonly string[];
  siteName: string;
  title: string;
  description: string;
  /** The page's own picture, else the site's logo; relative addresses are made absolute. */
  image?: string | undefined;
}

const bcp47 = (locale: string) => locale.replace('_', '-');

/**
 * What a search engine and a link preview read: the description, the canonical address, the page in each
 * of the site's languages (`?lang=` is how the site names a language in an address) and Open Graph tags.
 */
export function headTags(input: HeadInput): string {
  const at = (locale?: string) => `${input.origin}${input.path}${locale ? `?lang=${locale}` : ''}`;
  const canonical = at(input.namedLocale);
  const image = input.image && new URL(input.image, `${input.origin}/`).href;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    meta('name', 'description', input.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...input.locales.map(
      (locale) => `<link rel="alternate" hreflang="${bcp47(locale)}" href="${escapeHtml(at(locale))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(at())}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', input.siteName),
    meta('property', 'og:title', input.title),
    meta('property', 'og:description', input.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', input.locale),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
  ].join('');
}
