import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionService } from '../identity/session-service.js';
import { createRealtimeHub } from './hub.js';

// A node shutting down closes its hub while the Redis adapter still has commands on the wire (its
// channel unsubscribes, a last publish). Dropping the connection under them rejected those commands
// with nobody listening, and the unhandled rejection ended the process with exit code 1.
describe.runIf(process.env.REDIS_URL)('closing the realtime hub on Redis', () => {
  const rejections: unknown[] = [];
  const record = (reason: unknown) => rejections.push(reason);
  afterEach(() => void process.off('unhandledRejection', record));

  it('lets the commands in flight finish, and a publish after it does nothing', async () => {
    process.on('unhandledRejection', record);
    for (let round = 0; round < 5; round++) {
      const server = createServer();
      const hub = createRealtimeHub(server, {
        sessions: {} as SessionService,
        redisUrl: process.env.REDIS_URL,
        redisPrefix: `playdeck-hub-close-${process.pid}`,
        siteOf: async () => 1,
      });
      for (let i = 0; i < 20; i++) hub.publish('web_member', 'customer_service_link_change', {});
      await hub.close();
      hub.publish('web_member', 'customer_service_link_change', {});
      server.close();
    }
    await new Promise((r) => setTimeout(r, 300)); // a late rejection surfaces by then
    expect(rejections.map(String)).toEqual([]);
  });
});
