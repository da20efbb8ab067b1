import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { RealtimeHub } from '../realtime/hub.js';
import { createLettersRepo } from './repo.js';
import { letterAdminRoutes } from './routes/admin.js';
import { letterRoutes } from './routes/member.js';
import { createLetters } from './service.js';
import type { LettersService } from './service.js';

export type { Audience, LettersService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    letters: LettersService;
  }
}

/** The member's inbox calls; the service it returns is how other domains and operators send letters. */
export async function mountLetters(
  app: FastifyInstance,
  deps: { db: Db; realtime: RealtimeHub },
): Promise<LettersService> {
  const letters = createLetters(createLettersRepo(deps.db), deps.realtime);
  app.decorate('letters', letters);
  await app.register(letterRoutes, { letters });
  return letters;
}

/** The back office's view of a member's letters. */
export async function mountLetterAdmin(
  app: FastifyInstance,
  deps: { db: Db; memberOf: (id: number, siteIds: number[]) => Promise<{ id: number } | undefined> },
): Promise<void> {
  await app.register(letterAdminRoutes, { repo: createLettersRepo(deps.db), memberOf: deps.memberOf });
}
