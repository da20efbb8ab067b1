import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { BuildMeta } from '@playdeck/contract';
import { chooseLocale, COOKIE_KEYS, localeForCountry } from '@playdeck/contract';
import type { Config } from '../../config.js';
import { SERVER_ROOT } from '../../config.js';
import { toLogos, toPublicConfig, toSiteDetail } from '../site/service.js';
import { decidePage } from './decide.js';
import { createPreloadHints, looksMobile } from './preload-hints.js';
import { renderPage } from './render.js';
import type { WebBuild } from './web-build.js';

const PRERENDERED = ['/'];

/** Site pages, build metadata and static files: everything that is not /api. */
export async function pageRoutes(app: FastifyInstance, opts: { config: Config; web: WebBuild }): Promise<void> {
  const { config, web } = opts;

  await app.register(fastifyStatic, {
    root: join(SERVER_ROOT, 'static'),
    prefix: '/static/',
    wildcard: false,
    maxAge: '7d',
  });
  if (web.built) {
    await app.register(fastifyStatic, {
      root: web.distDir,
      prefix: '/',
      decorateReply: false,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (path) => path !== '/index.html',
      setHeaders: (res, path) => {
        // Hashed file names never change content, so they may be cached for good; anything else
        // (service worker, manifest) must be checked again on every visit.
        const immutable = path.includes('/assets/');
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  const preloadHints = createPreloadHints(web.distDir);

  app.get('/builds/latest.json', async (_request, reply) => {
    noStore(reply);
    return web.latest();
  });

  app.get<{ Params: { file: string } }>('/builds/meta/:file', async (request, reply) => {
    const latest = web.latest();
    if (request.params.file !== `${latest.id}.json`) return reply.status(404).send({ error: 'unknown build' });
    const meta: BuildMeta = {
      ...latest,
      routeRules: request.site.routeRules,
      redirectHosts: request.site.envConfig.redirectHosts ?? [],
      prerendered: PRERENDERED,
    };
    noStore(reply);
    return meta;
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
    const publicConfig = toPublicConfig(
      site,
      config,
      web.latest().id,
      localeForCountry(typeof country === 'string' ? country : undefined),
    );
    const pageLocale = chooseLocale({
      cookie: request.cookies[COOKIE_KEYS.locale],
      countryLocale: publicConfig.COUNTRY_LOCALE,
      siteDefault: site.defaultLocale,
      siteLocales: site.locales,
    });
    const hints = preloadHints(pageLocale, looksMobile(request.headers), url.pathname === '/');
    const nonce = reply.pageCsp();
    noStore(reply);
    return reply
      .status(decision.status)
      .type('text/html; charset=utf-8')
      .send(renderPage(web.html, { config: publicConfig, lang: pageLocale, nonce, hints }));
  });
}
