import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Locale } from '@playdeck/contract';
import { localeFromAcceptLanguage, LOCALES } from '@playdeck/contract';
import type { SiteDirectory, SiteRecord } from '../modules/site/types.js';
import { pickLocale } from '../modules/site/index.js';
import { ApiError } from '../lib/envelope.js';
import { msg } from '../i18n/catalog.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site resolved from the host (or the configured default). */
    site: SiteRecord;
    locale: Locale;
  }
  interface FastifyInstance {
    sites: SiteDirectory;
    /** The site a call is about: `site_id` from the body when sent, else the host's site. */
    siteFor(request: FastifyRequest, siteId: number | undefined): Promise<SiteRecord>;
  }
}

/** Probes and scrapes need no site: they answer even when the site directory cannot be read. */
const OPERATIONS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export const requestContextPlugin = fp(
  async (app: FastifyInstance, opts: { sites: SiteDirectory }) => {
    app.decorate('sites', opts.sites);
    app.decorateRequest('site', null as unknown as SiteRecord);
    app.decorateRequest('locale', 'en_US');

    const settle = (request: FastifyRequest, site: SiteRecord) => {
      request.site = site;
      const accept = localeFromAcceptLanguage(request.headers['accept-language'], LOCALES);
      request.locale = pickLocale(site, request.headers.lang, accept);
    };
    // A callback hook, waiting only when the directory's copy is due a check: most requests make no promise.
    app.addHook('onRequest', (request, _reply, done) => {
      if (OPERATIONS_PATHS.has(request.url.split('?')[0]!)) return done();
      const fresh = opts.sites.byHostNameIfFresh(request.headers.host);
      if (fresh) {
        settle(request, fresh);
        return done();
      }
      opts.sites.byHostName(request.headers.host).then((site) => {
        settle(request, site);
        done();
      }, done);
    });

    app.decorate('siteFor', async (request, siteId) => {
      if (siteId === undefined || siteId === request.site.siteId) return request.site;
      const site = await opts.sites.byIdOrUndefined(siteId);
      if (!site) throw new ApiError(404, msg('validation.no_such_site', { field: 'site_id' }), 404);
      return site;
    });
  },
  { name: 'request-context' },
);
