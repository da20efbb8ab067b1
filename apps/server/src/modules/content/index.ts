import type { Port } from '../../lib/hooks.js';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Audit } from '../audit/types.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { SiteRecord } from '../site/types.js';
import { createContentAdmin } from './admin.js';
import { createContentAdminRepo } from './admin-repo.js';
import { createContentImagesRepo } from './images-repo.js';
import { createMemberAnnouncements } from './member-announcements.js';
import { createReadsRepo } from './reads-repo.js';
import { createContentRepo } from './repo.js';
import { contentAdminRoutes } from './routes/admin.js';
import { contentImageRoutes, contentImageUploadRoutes } from './routes/images.js';
import { contentRoutes } from './routes/member.js';
import { createContentService } from './service.js';
import type { ContentService } from './service.js';
import { createContentUploads } from './uploads.js';

export type { ContentService, FirstBanners } from './service.js';

/** Mounts the content calls, the uploaded pictures, and the back office's content API. */
export async function mountContent(
  app: FastifyInstance,
  opts: {
    db: Db;
    realtime: RealtimeHub;
    audit: Audit;
    siteOf: (siteId: number) => Promise<SiteRecord | undefined>;
    /** Which members may not be shown promotions now (a member on a break sees no pop-up). */
    promotionsBlocked: Port<(siteId: number, memberIds: number[]) => Promise<Set<number>>>;
  },
): Promise<ContentService> {
  const { db, audit, siteOf } = opts;
  const content = createContentService(createContentRepo(db), opts.realtime);
  const repo = createContentAdminRepo(db);
  const images = createContentImagesRepo(db);
  const announcements = createMemberAnnouncements(content, createReadsRepo(db));
  await app.register(contentRoutes, { content, announcements, promotionsBlocked: opts.promotionsBlocked });
  await app.register(contentImageRoutes, { repo: images });
  await app.register(contentAdminRoutes, { repo, admin: createContentAdmin({ db, repo, audit, content, siteOf }) });
  const siteExists = async (siteId: number) => Boolean(await siteOf(siteId));
  await app.register(contentImageUploadRoutes, {
    upload: createContentUploads({ db, repo: images, audit, siteExists }),
  });
  return content;
}
