import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Audit } from '../audit/types.js';
import type { RealtimeHub } from '../realtime/types.js';
import { createCurrencyDefaults } from '../registration/index.js';
import { createSiteAdminRepo } from './admin-repo.js';
import { SiteDirectory } from './directory.js';
import { createSiteRepo } from './repo.js';
import { siteAdminRoutes } from './routes/admin.js';
import { siteSettingsRoutes } from './routes/admin-settings.js';
import { siteRoutes } from './routes/member.js';
import { createSiteSettingsAdmin } from './settings-admin.js';

export { hostNameOf, SITE_CHECK_MS } from './directory.js';
export { siteOrigin } from './site-origin.js';
export { pageAnalyticsFor, pickLocale, toLogos, toPublicConfig, toSiteDetail } from './service.js';
export type { SiteDirectory, SiteRecord } from './types.js';

/** The deployment's sites, loaded before the server starts: every request is resolved to one of them. */
export async function openSiteDirectory(db: Db, defaultSiteId: number): Promise<SiteDirectory> {
  const sites = new SiteDirectory(createSiteRepo(db), defaultSiteId);
  await sites.refresh();
  return sites;
}

/** Site detail and logos. */
export async function mountSite(app: FastifyInstance): Promise<void> {
  await app.register(siteRoutes);
}

/** The back office's sites: the list every role picks from, and the owner's settings. */
export async function mountSiteAdmin(
  app: FastifyInstance,
  deps: { db: Db; sites: SiteDirectory; audit: Audit; realtime: RealtimeHub },
): Promise<void> {
  await app.register(siteAdminRoutes, { sites: deps.sites });
  const admin = createSiteSettingsAdmin({
    ...deps,
    repo: createSiteAdminRepo(deps.db),
    openRegistration: createCurrencyDefaults(deps.db),
  });
  await app.register(siteSettingsRoutes, { admin });
}
