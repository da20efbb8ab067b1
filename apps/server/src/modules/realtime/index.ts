import type { FastifyInstance } from 'fastify';
import type { SessionService } from '../identity/types.js';
import type { SiteDirectory } from '../site/types.js';
import { createRealtimeHub } from './hub.js';
import type { RealtimeHub } from './types.js';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

/** The Socket.IO endpoint on the app's own HTTP server; every domain publishes through the hub it returns. */
export function mountRealtime(
  app: FastifyInstance,
  deps: { sessions: SessionService; sites: SiteDirectory; redisUrl?: string; redisPrefix?: string },
): RealtimeHub {
  const realtime = createRealtimeHub(app.server, {
    sessions: deps.sessions,
    redisUrl: deps.redisUrl,
    redisPrefix: deps.redisPrefix,
    siteOf: async (host) => (await deps.sites.byHostName(host)).siteId,
  });
  app.decorate('realtime', realtime);
  return realtime;
}
