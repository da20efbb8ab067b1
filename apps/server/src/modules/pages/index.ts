import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { FirstBanners } from '../content/index.js';
import type { SiteRecord } from '../site/types.js';
import { crawlerRoutes } from './routes/crawlers.js';
import { pageRoutes } from './routes/member.js';
import { loadWebBuild } from './web-build.js';

/** The member site's pages, build metadata and static files: everything that is not /api. Mounted last. */
export async function mountPages(
  app: FastifyInstance,
  deps: {
    config: Config;
    firstBanners?: (site: SiteRecord, locale: string) => Promise<FirstBanners | undefined>;
    /** What a rendered visitor page depends on besides the site's settings (content and catalogue versions). */
    pageVersion?: (siteId: number) => Promise<string>;
  },
): Promise<void> {
  await app.register(crawlerRoutes, { config: deps.config });
  await app.register(pageRoutes, {
    config: deps.config,
    web: loadWebBuild(deps.config.WEB_DIST),
    firstBanners: deps.firstBanners,
    pageVersion: deps.pageVersion,
  });
}
