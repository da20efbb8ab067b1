import type { FirstData, PublicConfig } from '@playdeck/contract';
import { FIRST_DATA_GLOBAL, PUBLIC_CONFIG_GLOBAL } from '@playdeck/contract';

const CONFIG_MARKER = '<!--playdeck-config-->';
const HINTS_MARKER = '<!--playdeck-theme-->';
const HERO_MARKER = '<!--playdeck-hero-->';
const LOGO_MARKER = '<!--playdeck-logo-->';
const SKELETON_ATTRIBUTE = 'data-skeleton="home"';

/** JSON that is safe inside a <script> element: no `</script>`, no HTML comment openers. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface PageParts {
  config: PublicConfig;
  /** The build's meta and the first calls' replies, so the first screen needs no round trip. */
  firstData?: FirstData;
  lang: string;
  /** The CSP nonce of this reply, for the inline config script. */
  nonce: string;
  /** `<link>` preload hints (server-made, no user input). */
  hints: string;
  /** The site's theme colour (browser bar, same as its web app manifest); server-made, a #rrggbb. */
  themeColour?: string;
  /** The home page's first banner, shown by the skeleton so the largest paint needs no script. */
  banner?: { desktop: string; mobile: string; title: string } | undefined;
  /** The skeleton's shape: the home page's hero and tiles, or a page's title and text lines. */
  skeleton?: 'home' | 'page';
  /** The site's logos by layout (operator uploads); the skeleton shows the site's name without one. */
  logo?: { desktop?: string | undefined; mobile?: string | undefined };
}

/** The skeleton's logo: the layout's own picture, as the header will show it, so nothing jumps. */
function logoPicture(logo: NonNullable<PageParts['logo']>, name: string): string {
  const mobile = logo.mobile ?? logo.desktop;
  const desktop = logo.desktop ?? logo.mobile;
  if (!mobile || !desktop) return `<span class="boot-name">${name}</span>`;
  return (
    `<picture class="boot-logo"><source media="(min-width: 992px)" srcset="${escapeHtml(desktop)}">` +
    `<img src="${escapeHtml(mobile)}" alt="${name}"></picture>`
  );
}

/** Pictures for both layouts; the browser fetches only the one whose media matches. Sizes per use_type. */
function bannerPicture(banner: NonNullable<PageParts['banner']>): string {
  return (
    `<picture class="boot-banner"><source media="(min-width: 992px)" srcset="${escapeHtml(banner.desktop)}" ` +
    `width="1920" height="520"><img src="${escapeHtml(banner.mobile)}" width="750" height="360" ` +
    `alt="${escapeHtml(banner.title)}" fetchpriority="high"></picture>`
  );
}

/**
 * Replaces the first match with `text` taken literally. A string replacement would read `$&`, `$'`, `` $` ``
 * and `$1` inside operator text (a site title, a banner's alt text) as patterns and copy parts of the
 * template into the page, so every insertion goes through a replacer function.
 */
function insertLiteral(page: string, pattern: string | RegExp, text: string): string {
  return page.replace(pattern, () => text);
}

/** The page: the built template with the site's public config, hints, language and title filled in. */
export function renderPage(
  template: string,
  { config, firstData, lang, nonce, hints, themeColour, banner, skeleton = 'home', logo = {} }: PageParts,
): string {
  const script = [
    `<script nonce="${nonce}">window.${PUBLIC_CONFIG_GLOBAL}=${scriptSafeJson(config)}</script>`,
    firstData ? `<script nonce="${nonce}">window.${FIRST_DATA_GLOBAL}=${scriptSafeJson(firstData)}</script>` : '',
  ].join('');
  const title = escapeHtml(config.SITE_TITLE);
  let page = template;
  if (themeColour) {
    page = page.replace(/(<meta name="theme-color" content=")[^"]*"/, (_match, head: string) => {
      return `${head}${escapeHtml(themeColour)}"`;
    });
  }
  page = insertLiteral(page, CONFIG_MARKER, script);
  page = insertLiteral(page, HINTS_MARKER, hints);
  // The skeleton shows the first banner (on /) or the site's name at once, before any script has run;
  // other pages get the outline of a page (a title and lines), not the home page's tiles.
  const hero = skeleton === 'page' ? '' : banner ? bannerPicture(banner) : `<p class="boot-title">${title}</p>`;
  page = insertLiteral(page, HERO_MARKER, hero);
  page = insertLiteral(page, LOGO_MARKER, logoPicture(logo, escapeHtml(config.SITE_NAME)));
  if (skeleton === 'page') page = insertLiteral(page, SKELETON_ATTRIBUTE, 'data-skeleton="page"');
  page = page.replace(/<html([^>]*?)\slang="[^"]*"/, (_match, attributes: string) => {
    return `<html${attributes} lang="${escapeHtml(lang.replace('_', '-'))}"`;
  });
  return insertLiteral(page, /<title>[^<]*<\/title>/, `<title>${title}</title>`);
}
