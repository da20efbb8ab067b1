import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CALL_PATHS, isSuccess } from '@playdeck/contract';
import type { Config } from '../../../config.js';
import { siteOrigin } from '../../site/index.js';
import { sitemapEntries, sitemapXml } from '../sitemap.js';
import type { IdsByLocale } from '../sitemap.js';

/** Paths that are not public pages: the API, the member and agent areas, game windows, build files. */
const NOT_PAGES = [
  '/api/',
  '/user',
  '/proxy',
  '/fastPayment',
  '/Deposit',
  '/play',
  '/loading',
  '/close',
  '/gameRoom',
  '/auth/',
  '/builds/',
  '/admin/',
];

/** The content service already follows an operator's change within a second; a sitemap may be older. */
const SITEMAP_MAX_AGE_MS = 5 * 60_000;

/** Headers a call made on the crawler's behalf keeps, so the rate limit counts it against the crawler. */
const FORWARDED_HEADERS = ['user-agent', 'x-forwarded-for', 'x-forwarded-proto', 'x-real-ip'];

/** robots.txt and sitemap.xml of the site on the request's host. */
export async function crawlerRoutes(
  app: FastifyInstance,
  opts: { config: Config; sitemapMaxAgeMs?: number },
): Promise<void> {
  const production = opts.config.APP_ENV === 'production';
  const maxAgeMs = opts.sitemapMaxAgeMs ?? SITEMAP_MAX_AGE_MS;

  app.get('/robots.txt', async (request, reply) => {
    // A staging copy of an operator's site must never be indexed in place of the real one.
    const rules = production ? ['Allow: /', ...NOT_PAGES.map((path) => `Disallow: ${path}`)] : ['Disallow: /'];
    const lines = ['User-agent: *', ...rules, `Sitemap: ${siteOrigin(request)}/sitemap.xml`];
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `${lines.join('\n')}\n`;
  });

  /** Each content list, asked of the member API as a visitor in one language; undefined when it failed. */
  async function listIds(request: FastifyRequest, origin: string, locale: string, path: string, payload: object) {
    // The origin's host is one of this site's domains (never a forged Host), so the call reads this site.
    const headers: Record<string, string> = {
      host: new URL(origin).host,
      'content-type': 'application/json',
      lang: locale,
    };
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    try {
      const res = await app.inject({
        method: 'POST',
        url: `/api${path}`,
        headers,
        payload,
        remoteAddress: request.socket.remoteAddress,
      });
      const body = res.json<{ code?: number; data?: { list?: { id?: unknown }[] } }>();
      const list = body.data?.list;
      if (res.statusCode === 200 && isSuccess(body.code ?? -1) && Array.isArray(list)) {
        return list.map((item) => item.id).filter((id): id is number => Number.isSafeInteger(id));
      }
      request.log.warn({ path, locale, status: res.statusCode, code: body.code }, 'sitemap: a content list failed');
    } catch (error) {
      request.log.warn({ path, locale, err: error }, 'sitemap: a content list failed');
    }
    return undefined;
  }

  /** The sitemap, and whether every list answered (a partial one is served but not kept). */
  async function build(request: FastifyRequest, origin: string): Promise<{ xml: string; complete: boolean }> {
    const { locales, routeRules } = request.site;
    const promotions = new Map<number, string[]>();
    const faq = new Map<number, string[]>();
    let complete = true;
    const collect = async (into: Map<number, string[]>, locale: string, path: string, payload: object) => {
      const ids = await listIds(request, origin, locale, path, payload);
      if (!ids) complete = false;
      for (const id of ids ?? []) into.set(id, [...(into.get(id) ?? []), locale]);
    };
    await Promise.all(
      locales.map((locale) =>
        Promise.all([
          collect(promotions, locale, CALL_PATHS.promotions, {}),
          collect(faq, locale, CALL_PATHS.articles, { kind: 'faq' }),
        ]),
      ),
    );
    // Answers arrive in any order: each entry's languages are put back in the site's order.
    const inSiteOrder = (ids: Map<number, string[]>): IdsByLocale =>
      new Map([...ids].map(([id, found]) => [id, locales.filter((l) => found.includes(l))]));
    const entries = sitemapEntries(locales, { promotions: inSiteOrder(promotions), faq: inSiteOrder(faq) }, routeRules);
    return { xml: sitemapXml(origin, entries), complete };
  }

  // Keyed by site and origin: the origin's host is one of the site's domains, so the keys are bounded.
  const built = new Map<string, { at: number; xml: Promise<string> }>();
  function sitemapFor(request: FastifyRequest): Promise<string> {
    const origin = siteOrigin(request);
    const key = `${request.site.siteId}|${origin}`;
    const now = Date.now();
    const held = built.get(key);
    // A build still in flight is shared too: it is younger than the max age.
    if (held && now - held.at < maxAgeMs) return held.xml;
    const xml: Promise<string> = build(request, origin).then(
      (result) => {
        if (!result.complete && built.get(key)?.xml === xml) built.delete(key);
        return result.xml;
      },
      (error: unknown) => {
        if (built.get(key)?.xml === xml) built.delete(key);
        throw error;
      },
    );
    built.set(key, { at: now, xml });
    return xml;
  }

  app.get('/sitemap.xml', async (request, reply) => {
    const xml = await sitemapFor(request);
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600');
    return xml;
  });
}
