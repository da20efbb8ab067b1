import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BuildMeta, Currency, Locale, PageName, PublicConfig } from '@playdeck/contract';
import { matchRoute } from '@playdeck/contract';
import type { Config } from '../../config.js';
import type { FirstBanners } from '../content/index.js';
import { hostNameOf, siteOrigin } from '../site/index.js';
import type { SiteRecord } from '../site/types.js';
import type { PageDecision } from './decide.js';
import type { CachedPage } from './page-cache.js';
import { cachedPage, createPageCache } from './page-cache.js';
import { createPreloadHints } from './preload-hints.js';
import { themeOf } from './pwa/site-app.js';
import type { Page } from './render.js';
import { renderPage } from './render.js';
import { headTags } from './seo-head.js';
import type { PageRenderer, RenderOutput } from './server-render.js';
import { loadRenderer, renderApi } from './server-render.js';
import type { WebBuild } from './web-build.js';

/** What a page load asks for, as the page route decided it. */
export interface PageAsk {
  url: URL;
  decision: Extract<PageDecision, { kind: 'page' }>;
  publicConfig: PublicConfig;
  locale: Locale;
  /** The page's locale when its address named it (`?lang=`). */
  namedLocale: Locale | undefined;
  currency: Currency;
  layout: 'desktop' | 'mobile';
}

/** The query parameters a rendered page depends on (which parts it shows); the rest are the browser's. */
const RENDERED_PARAMS = ['appPage', 'header', 'footer'] as const;

/**
 * The query string a page is rendered with: the parts it shows and the language its address names. A
 * campaign's parameters or a login token change nothing the server renders, so the page is kept once for
 * all of them (and no query string makes the server render again).
 */
function renderedSearch(ask: PageAsk): string {
  const kept = new URLSearchParams();
  for (const name of RENDERED_PARAMS) {
    const value = ask.url.searchParams.get(name);
    if (value !== null && value.length <= 16) kept.set(name, value);
  }
  if (ask.namedLocale) kept.set('lang', ask.namedLocale);
  const search = kept.toString();
  return search ? `?${search}` : '';
}

/**
 * Rendered pages that open on a form: their app is fetched with the page rather than after its first paint
 * (decision 0055), since what a visitor types before the app runs would not reach it.
 */
const OPEN_ON_A_FORM: ReadonlySet<PageName> = new Set(['register']);

/** The pages a visitor opens without signing in, which the server renders (the rest load into a skeleton). */
const RENDERED: ReadonlySet<PageName> = new Set(['index', 'app', 'discount', 'faq', 'sponsor', 'register']);

/** A page the server renders: a visitor's page, or the 404 and refused-redirect error pages. */
export function isRenderedPage(pathname: string, decision: PageAsk['decision']): boolean {
  if (decision.status !== 200) return true;
  const page = matchRoute(pathname)?.route.page;
  return page !== undefined && RENDERED.has(page);
}

export interface VisitorPagesDeps {
  app: FastifyInstance;
  config: Config;
  web: WebBuild;
  buildMeta(site: SiteRecord): BuildMeta;
  firstBanners?: ((site: SiteRecord, locale: string) => Promise<FirstBanners | undefined>) | undefined;
  /** The site's content and catalogue versions: a rendered page is kept until one of them moves. */
  pageVersion?: ((siteId: number) => Promise<string>) | undefined;
}

/**
 * The member site's pages: rendered on the server for a visitor (kept per site, language, layout and
 * content version, so a popular page costs about what a file does), or the skeleton the app fills in.
 */
export function createVisitorPages(deps: VisitorPagesDeps) {
  const { app, config, web } = deps;
  const renderer = loadRenderer(config.WEB_DIST);
  const preloadHints = createPreloadHints(web.distDir);
  const cache = createPageCache();

  /** The page around its #root: config, first data, hints, theme colour and head tags. */
  function pageOf(request: FastifyRequest, ask: PageAsk, ssr: PageRenderer | undefined, rendered?: RenderOutput) {
    const site = request.site;
    const page = matchRoute(ask.url.pathname)?.route.page;
    // Without a renderer (a build without it) the home page's chunk is still known by name.
    const file = page && (ssr?.PAGE_FILES[page] ?? (page === 'index' ? 'src/app/pages/home.tsx' : undefined));
    return {
      config: ask.publicConfig,
      firstData: {
        path: ask.url.pathname,
        locale: ask.locale,
        meta: deps.buildMeta(site),
        ...(rendered ? { rendered: { layout: ask.layout, currency: ask.currency, queries: rendered.queries } } : {}),
      },
      lang: ask.locale,
      hints: preloadHints(ask.locale, ask.layout === 'mobile', file, rendered !== undefined),
      themeColour: themeOf(site).background,
      logo: {
        desktop: site.logos.find((l) => l.kind === 'desktop')?.photoPath,
        mobile: site.logos.find((l) => l.kind === 'mobile')?.photoPath,
      },
    };
  }

  async function render(request: FastifyRequest, ask: PageAsk, ssr: PageRenderer): Promise<CachedPage> {
    const output = await ssr.renderPage({
      url: `${ask.url.pathname}${renderedSearch(ask)}`,
      config: ask.publicConfig,
      locale: ask.locale,
      currency: ask.currency,
      layout: ask.layout,
      refusedRedirect: ask.decision.reason === 'refused-redirect',
      api: renderApi(app, request, ask.locale, config.COUNTRY_HEADER),
    });
    const site = request.site;
    const head = headTags({
      origin: siteOrigin(request),
      path: ask.url.pathname,
      namedLocale: ask.namedLocale,
      locale: ask.locale,
      locales: site.locales,
      siteName: ask.publicConfig.SITE_NAME,
      title: output.head.title,
      description: output.head.description,
      image: output.head.image ?? site.logos.find((l) => l.kind === 'desktop')?.photoPath,
    });
    const parts = pageOf(request, ask, ssr, output);
    const page: Page = renderPage(web.html, {
      ...parts,
      rendered: {
        root: output.html,
        layout: ask.layout,
        title: output.head.title,
        head,
        appAfterPaint: !OPEN_ON_A_FORM.has(matchRoute(ask.url.pathname)?.route.page ?? 'index'),
      },
    });
    return cachedPage(page, output.status, output.complete);
  }

  return {
    /**
     * The page as the server renders it, from the cache when the same page was rendered since its content
     * last changed; undefined when there is no renderer or the render failed (the skeleton is served).
     */
    async rendered(request: FastifyRequest, ask: PageAsk): Promise<CachedPage | undefined> {
      const ssr = await renderer();
      if (!ssr) return undefined;
      const make = () =>
        render(request, ask, ssr).catch((error: unknown) => {
          request.log.error({ err: error, path: ask.url.pathname }, 'page not rendered');
          return undefined;
        });
      // Without the versions (the database gone away) no kept page can be told current: the skeleton is
      // served, and the page makes its own calls.
      const version = await (deps.pageVersion?.(request.site.siteId) ?? Promise.resolve('')).catch(() => undefined);
      if (version === undefined) return undefined;
      const key = [
        // The origin the page names (canonical, alternates) and the host name its analytics tags follow.
        siteOrigin(request),
        hostNameOf(request.headers.host),
        ask.url.pathname,
        renderedSearch(ask),
        ask.locale,
        ask.currency,
        ask.layout,
        ask.publicConfig.COUNTRY_LOCALE,
        web.latest().id,
        version,
      ].join('|');
      return cache.get(request.site, key, make);
    },

    /** The skeleton page the app renders into, with the first banner and logo in it on `/`. */
    async skeleton(request: FastifyRequest, ask: PageAsk): Promise<CachedPage> {
      const home = ask.url.pathname === '/';
      const banner = home ? await deps.firstBanners?.(request.site, ask.locale) : undefined;
      const page = renderPage(web.html, {
        ...pageOf(request, ask, await renderer()),
        banner,
        skeleton: home ? 'home' : 'page',
      });
      return cachedPage(page, ask.decision.status);
    },
  };
}
