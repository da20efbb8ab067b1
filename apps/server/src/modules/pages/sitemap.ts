import type { RouteRule } from '@playdeck/contract';
import { findRouteRule } from '@playdeck/contract';

/** A page of the sitemap and the site languages it can be read in. */
export interface SitemapEntry {
  path: string;
  locales: readonly string[];
}

/** Content ids (promotions, FAQ articles) and the languages whose lists answered each one. */
export type IdsByLocale = ReadonlyMap<number, readonly string[]>;

/**
 * Pages a visitor can open directly. `/main`, `/gameHall` and `/slotgame` send a direct visit home and
 * `/register` is not a page to land on from a search, so none of them is listed.
 */
const FIXED_PAGES = ['/', '/discount', '/faq', '/sponsor', '/app'];

/**
 * The site's public pages: the fixed ones in every language, each promotion and FAQ article in the
 * languages that list it. A path the operator's route rules redirect is left out: it is not a page.
 */
export function sitemapEntries(
  locales: readonly string[],
  content: { promotions: IdsByLocale; faq: IdsByLocale },
  routeRules: readonly RouteRule[],
): SitemapEntry[] {
  const byId = (prefix: string, ids: IdsByLocale) =>
    [...ids.entries()].sort(([a], [b]) => a - b).map(([id, found]) => ({ path: `${prefix}/${id}`, locales: found }));
  return [
    ...FIXED_PAGES.map((path) => ({ path, locales })),
    ...byId('/discount', content.promotions),
    ...byId('/faq', content.faq),
  ].filter((entry) => !findRouteRule(entry.path, routeRules));
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** A site locale id as hreflang wants it: `en_US` → `en-US`. */
export const bcp47 = (locale: string) => locale.replace(/_/g, '-');

const alternate = (hreflang: string, href: string) =>
  `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`;

/**
 * The sitemap document. A language is addressed by `?lang=` (the site has no locale path prefix), so
 * each page names its language copies, and the bare address, which follows the visitor's language, as
 * x-default.
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, locales }) => {
    const loc = `${origin}${path}`;
    return [
      '  <url>',
      `    <loc>${escapeXml(loc)}</loc>`,
      ...locales.map((locale) => alternate(bcp47(locale), `${loc}?lang=${encodeURIComponent(locale)}`)),
      alternate('x-default', loc),
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
