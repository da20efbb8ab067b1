import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { BuildMeta } from '@playdeck/contract';
import { analyticsCspSources, chooseCurrency, chooseLocale, COOKIE_KEYS } from '@playdeck/contract';
import { localeForCountry } from '@playdeck/contract';
import type { Config } from '../../../config.js';
import { SERVER_ROOT } from '../../../config.js';
import { hostNameOf } from '../../site/index.js';
import { pageAnalyticsFor, toLogos, toPublicConfig, toSiteDetail } from '../../site/index.js';
import { decidePage } from '../decide.js';
import { APPLE_ICON_SIZE, createSiteIcons, ICON_SIZES, siteManifest } from '../pwa/site-app.js';
import { looksMobile } from '../preload-hints.js';
import type { FirstBanners } from '../../content/index.js';
import type { SiteRecord } from '../../site/types.js';
import type { PageAsk } from '../visitor-pages.js';
import { createVisitorPages, isRenderedPage } from '../visitor-pages.js';
import type { WebBuild } from '../web-build.js';

/** The address's language (`?lang=`), as the member site names it. */
const LOCALE_QUERY = 'lang';

const PRERENDERED = ['/'];

/** Site pages, build metadata and static files: everything that is not /api. */
export async function pageRoutes(
  app: FastifyInstance,
  opts: {
    config: Config;
    web: WebBuild;
    firstBanners?: (site: SiteRecord, locale: string) => Promise<FirstBanners | undefined>;
    pageVersion?: (siteId: number) => Promise<string>;
  },
): Promise<void> {
  const { config, web } = opts;

  await app.register(fastifyStatic, {
    root: join(SERVER_ROOT, 'static'),
    prefix: '/static/',
    wildcard: false,
    maxAge: '7d',
  });
  if (web.built) {
    // Hashed files under /assets/ (hundreds, each also .gz and .br) behind one wildcard route, so a start
    // does not register a route per file; a file a later build adds is served too. They never change
    // content, so they may be cached for good.
    await app.register(fastifyStatic, {
      root: join(web.distDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=31536000, immutable'),
    });
    // The few files at the top (service worker, build.json) one route each, beside the pages' own
    // catch-all; they must be checked again on every visit.
    await app.register(fastifyStatic, {
      root: web.distDir,
      prefix: '/',
      decorateReply: false,
      wildcard: false,
      globIgnore: ['assets/**'],
      index: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (path) => path !== '/index.html',
      setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
    });
  }

  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.get('/builds/latest.json', async (_request, reply) => {
    noStore(reply);
    return web.latest();
  });

  const buildMeta = (site: SiteRecord): BuildMeta => ({
    ...web.latest(),
    routeRules: site.routeRules,
    redirectHosts: site.envConfig.redirectHosts ?? [],
    prerendered: PRERENDERED,
  });

  const pages = createVisitorPages({
    app,
    config,
    web,
    buildMeta,
    firstBanners: opts.firstBanners,
    pageVersion: opts.pageVersion,
  });

  app.get<{ Params: { file: string } }>('/builds/meta/:file', async (request, reply) => {
    if (request.params.file !== `${web.latest().id}.json`) return reply.status(404).send({ error: 'unknown build' });
    noStore(reply);
    return buildMeta(request.site);
  });

  // The installable app (PWA). The site comes from the host, so each site installs under its own name,
  // colours and icons. Revalidated on every visit like sw.js, so a renamed site shows up at once.
  app.get('/manifest.webmanifest', async (request, reply) => {
    reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8');
    return JSON.stringify(siteManifest(request.site));
  });

  const icons = createSiteIcons(join(SERVER_ROOT, 'static'));
  const sendIcon = (reply: FastifyReply, image: Buffer | string, type: string) =>
    reply.header('cache-control', 'public, max-age=86400').type(type).send(image);
  app.get<{ Params: { file: string } }>('/pwa/:file', async (request, reply) => {
    const { file } = request.params;
    const site = request.site;
    if (file === 'icon.svg') return sendIcon(reply, icons.icon(site, 'svg', 'any', 512), 'image/svg+xml');
    if (file === 'apple-touch-icon.png') {
      return sendIcon(reply, icons.icon(site, 'png', 'maskable', APPLE_ICON_SIZE), 'image/png');
    }
    const match = /^(icon|maskable)-(\d+)\.png$/.exec(file);
    const size = Number(match?.[2]);
    if (!match || !(ICON_SIZES as readonly number[]).includes(size)) return reply.callNotFound();
    return sendIcon(reply, icons.icon(site, 'png', match[1] === 'icon' ? 'any' : 'maskable', size), 'image/png');
  });

  // The home page's first data, so the shell can paint without waiting for two API calls.
  app.get('/_payload.json', async (request, reply) => {
    reply.header('cache-control', 'public, max-age=5');
    return { detail: toSiteDetail(request.site), logos: toLogos(request.site) };
  });

  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://x');
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/assets/')) {
      return reply.callNotFound();
    }
    const site = request.site;
    const decision = decidePage(
      url.pathname,
      url.search,
      { routeRules: site.routeRules, redirectHosts: site.envConfig.redirectHosts ?? [] },
      config.APP_ENV,
    );
    if (decision.kind === 'redirect') {
      if (decision.setCookie) reply.header('set-cookie', `${decision.setCookie}=1; Path=/; SameSite=Lax`);
      return reply.redirect(decision.to, decision.status);
    }
    const country = request.headers[config.COUNTRY_HEADER];
    const analytics = pageAnalyticsFor(site, config, hostNameOf(request.headers.host));
    const publicConfig = toPublicConfig(
      site,
      config,
      web.latest().id,
      localeForCountry(typeof country === 'string' ? country : undefined),
      analytics,
    );
    const namedLocale = url.searchParams.get(LOCALE_QUERY);
    const pageLocale = chooseLocale({
      named: namedLocale,
      cookie: request.cookies[COOKIE_KEYS.locale],
      countryLocale: publicConfig.COUNTRY_LOCALE,
      siteDefault: site.defaultLocale,
      siteLocales: site.locales,
    });
    const mobile = looksMobile(request.headers);
    const ask: PageAsk = {
      url,
      decision,
      publicConfig,
      locale: pageLocale,
      namedLocale: namedLocale === pageLocale ? pageLocale : undefined,
      currency: chooseCurrency(request.cookies[COOKIE_KEYS.currency], pageLocale, publicConfig.CURRENCIES),
      layout: mobile && !publicConfig.DESKTOP_LOCK ? 'mobile' : 'desktop',
    };
    const made = isRenderedPage(url.pathname, decision) ? await pages.rendered(request, ask) : undefined;
    const page = made ?? (await pages.skeleton(request, ask));
    reply.pageCsp(page.page.scripts, analyticsCspSources(analytics));
    const body = page.body(request.headers['accept-encoding']);
    if (body.encoding) reply.header('content-encoding', body.encoding);
    noStore(reply);
    return reply.status(page.status).header('vary', 'accept-encoding').type('text/html; charset=utf-8').send(body.body);
  });
}
