import type { FirstData, PublicConfig } from '@playdeck/contract';
import {
  DESKTOP_BREAKPOINT_PX,
  EARLY_TAPS_GLOBAL,
  FIRST_DATA_GLOBAL,
  PUBLIC_CONFIG_GLOBAL,
  STORAGE_KEYS,
} from '@playdeck/contract';

const CONFIG_MARKER = '<!--playdeck-config-->';
const HINTS_MARKER = '<!--playdeck-theme-->';
const HERO_MARKER = '<!--playdeck-hero-->';
const LOGO_MARKER = '<!--playdeck-logo-->';
const SKELETON_ATTRIBUTE = 'data-skeleton="home"';
/** #root with the skeleton in it, whitespace included: React hydrates #root's children, and only the markup. */
const ROOT = /<div id="root">\s*<!--playdeck-root-->[\s\S]*<!--\/playdeck-root-->\s*<\/div>/;

/** JSON that is safe inside a <script> element: no `</script>`, no HTML comment openers. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface PageParts {
  config: PublicConfig;
  /** The build's meta, and what the server rendered the page with. */
  firstData?: FirstData;
  lang: string;
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
  /** The page as the server rendered it (markup of #root, in `layout`), in place of the skeleton. */
  rendered?: {
    root: string;
    layout: 'desktop' | 'mobile';
    title: string;
    head: string;
    /** False for a page that opens on a form: typing needs the app, so it comes at once. */
    appAfterPaint: boolean;
  };
}

/** The page, and the inline scripts it carries (the Content-Security-Policy allows exactly those). */
export interface Page {
  html: string;
  scripts: string[];
}

/**
 * Runs before a rendered page paints. It hides the page when its layout is not the one this window's width
 * gets (the server guessed from the user agent; a desktop-locked site has one), and marks a member's
 * reload, whose visitor-only parts stay out of sight; the app undoes both once it has rendered.
 */
const firstPaintCheck = (checkLayout: boolean) =>
  '(function(d){' +
  (checkLayout
    ? `if((innerWidth>=${DESKTOP_BREAKPOINT_PX}?'desktop':'mobile')!==d.dataset.layout)d.dataset.layoutSwap='';`
    : '') +
  `try{if(localStorage.getItem('${STORAGE_KEYS.token}')&&localStorage.getItem('${STORAGE_KEYS.memberId}'))d.dataset.member=''}catch(e){}` +
  '})(document.documentElement)';

/** The id of a rendered page's list of the app's modules: the entry first, then what it will import. */
export const APP_MODULES_ID = 'app-modules';

/** The longest a rendered page waits for its first paint before it fetches the app anyway. */
const APP_WAIT_MS = 3000;

/**
 * Fetches the app's modules once a rendered page has painted. The page is complete without them, and on a
 * slow link the app's code (most of a first visit's bytes) would otherwise share the first round trips with
 * the markup's pictures and come before the page on the screen. A page that paints nothing of its own (the
 * other layout's, hidden until the app draws it), a tab in the background or a browser that does not report
 * paints fetches the app at once.
 *
 * Until the app runs, a tap on the page has nothing to answer it. A tap on a button, or on a link within the
 * site, is kept for the app to replay (EARLY_TAPS_GLOBAL): the browser would load a link's page anew, and a
 * page the app opens in place (a game hall) may not be opened directly. Form fields, links that leave the
 * site or open a new tab, and clicks with a modifier key keep the browser's own behaviour. A form is not
 * sent by the browser (it would put its fields in the address).
 */
const appLoader =
  '(function(d){var s=0,P=window.PerformanceObserver,q=[];' +
  'function go(){if(s)return;s=1;' +
  `JSON.parse(d.getElementById('${APP_MODULES_ID}').textContent).forEach(function(f,i){` +
  "var e=d.createElement(i?'link':'script');if(i){e.rel='modulepreload';e.href=f}else{e.type='module';e.src=f}" +
  "e.crossOrigin='';d.head.appendChild(e)})}" +
  "function tap(e){var t=e.target,a;if(!t.closest||t.closest('input,select,textarea,label,summary'))return;" +
  "a=t.closest('a[href]');if(a){if(a.target&&a.target!=='_self'||a.hasAttribute('download')||" +
  'a.origin!==location.origin||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;e.preventDefault()}' +
  'q.push(t)}' +
  'function hold(e){e.preventDefault()}' +
  "d.addEventListener('click',tap,true);d.addEventListener('submit',hold,true);" +
  `window.${EARLY_TAPS_GLOBAL}=function(){d.removeEventListener('click',tap,true);` +
  "d.removeEventListener('submit',hold,true);return q};" +
  "if(d.visibilityState!=='visible'||d.documentElement.dataset.layoutSwap!==undefined||!P||" +
  "(P.supportedEntryTypes||[]).indexOf('paint')<0)return go();" +
  "new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(go)})" +
  ".observe({type:'paint',buffered:true});" +
  `setTimeout(go,${APP_WAIT_MS})})(document)`;

/** A rendered page's module script and preloads, taken out of the page and listed for `appLoader`. */
function deferAppModules(page: string): { page: string; modules: string[] } {
  const entries: string[] = [];
  const preloads: string[] = [];
  const rest = page
    .replace(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) => {
      entries.push(src);
      return '';
    })
    .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  return { page: rest, modules: [...entries, ...preloads] };
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
export function renderPage(template: string, parts: PageParts): Page {
  const { config, firstData, lang, hints, themeColour, banner, skeleton = 'home', logo = {}, rendered } = parts;
  const scripts = [
    `window.${PUBLIC_CONFIG_GLOBAL}=${scriptSafeJson(config)}`,
    ...(firstData ? [`window.${FIRST_DATA_GLOBAL}=${scriptSafeJson(firstData)}`] : []),
    ...(rendered ? [firstPaintCheck(!config.DESKTOP_LOCK)] : []),
    ...(rendered?.appAfterPaint ? [appLoader] : []),
  ];
  const title = escapeHtml(config.SITE_TITLE);
  let page = template;
  let pageHints = hints;
  let appModules = '';
  if (rendered?.appAfterPaint) {
    const fromTemplate = deferAppModules(template);
    const fromHints = deferAppModules(hints);
    page = fromTemplate.page;
    pageHints = fromHints.page;
    const modules = [...fromTemplate.modules, ...fromHints.modules];
    appModules = `<script type="application/json" id="${APP_MODULES_ID}">${scriptSafeJson(modules)}</script>`;
  }
  if (themeColour) {
    page = page.replace(/(<meta name="theme-color" content=")[^"]*"/, (_match, head: string) => {
      return `${head}${escapeHtml(themeColour)}"`;
    });
  }
  const head = appModules + scripts.map((script) => `<script>${script}</script>`).join('') + (rendered?.head ?? '');
  page = insertLiteral(page, CONFIG_MARKER, head);
  // Last in the head, after the entry's stylesheet: a page's and a layout's stylesheets come after it in
  // the cascade, as they do when the app's loader adds them. A rendered page carries all of them, the
  // entry's first, in the page itself.
  page = insertLiteral(page, HINTS_MARKER, '');
  if (rendered) page = page.replace(/<link rel="stylesheet"[^>]*>/g, () => '');
  page = insertLiteral(page, '</head>', `${pageHints}</head>`);
  if (rendered) {
    page = insertLiteral(page, ROOT, `<div id="root">${rendered.root}</div>`);
  } else {
    page = page.replace('<!--playdeck-root-->', '').replace('<!--/playdeck-root-->', '');
    // The skeleton shows the first banner (on /) or the site's name at once, before any script has run;
    // other pages get the outline of a page (a title and lines), not the home page's tiles.
    const hero = skeleton === 'page' ? '' : banner ? bannerPicture(banner) : `<p class="boot-title">${title}</p>`;
    page = insertLiteral(page, HERO_MARKER, hero);
    page = insertLiteral(page, LOGO_MARKER, logoPicture(logo, escapeHtml(config.SITE_NAME)));
    if (skeleton === 'page') page = insertLiteral(page, SKELETON_ATTRIBUTE, 'data-skeleton="page"');
  }
  // The template and layout as the app would set them, so the page is styled before any script runs.
  const attributes = [
    `lang="${escapeHtml(lang.replace('_', '-'))}"`,
    `data-template="${escapeHtml(config.TEMPLATE_NAME)}"`,
    `data-mobile-template="${escapeHtml(config.MOBILE_TEMPLATE_NAME)}"`,
    ...(rendered ? [`data-layout="${rendered.layout}"`] : []),
  ].join(' ');
  page = page.replace(/<html([^>]*?)\slang="[^"]*"/, (_match, before: string) => `<html${before} ${attributes}`);
  page = insertLiteral(
    page,
    /<title>[^<]*<\/title>/,
    `<title>${rendered ? escapeHtml(rendered.title) : title}</title>`,
  );
  return { html: page, scripts };
}
