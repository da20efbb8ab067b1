import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { SiteDirectory } from './directory.js';
import { createSiteRepo } from './repo.js';
import { siteRoutes } from './routes/member.js';

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
