import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { RealtimeHub } from '../realtime/hub.js';
import { createContentRepo } from './repo.js';
import { contentRoutes } from './routes/member.js';
import { contentOperatorRoutes } from './routes/test-operator.js';
import { createContentService } from './service.js';
import type { ContentService } from './service.js';

export type { ContentService, FirstBanners } from './service.js';

/** Mounts the content calls (and, for browser tests, the operator's content writes). */
export async function mountContent(
  app: FastifyInstance,
  opts: { db: Db; realtime: RealtimeHub; operatorRoutes: boolean },
): Promise<ContentService> {
  const content = createContentService(createContentRepo(opts.db), opts.realtime);
  await app.register(contentRoutes, { content });
  if (opts.operatorRoutes) await app.register(contentOperatorRoutes, { content });
  return content;
}
