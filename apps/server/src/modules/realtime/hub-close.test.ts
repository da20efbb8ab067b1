import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionService } from '../identity/types.js';
import { listenSilently } from '../../test/silent-redis.js';
import { createRealtimeHub } from './hub.js';

// A node shutting down closes its hub while the Redis adapter still has commands on the wire (its
// channel unsubscribes, a last publish). Dropping the connection under them rejected those commands
// with nobody listening, and the unhandled rejection ended the process with exit code 1.
describe('closing the realtime hub', () => {
  const rejections: unknown[] = [];
  const record = (reason: unknown) => rejections.push(reason);
  afterEach(() => {
    process.off('unhandledRejection', record);
    rejections.length = 0;
  });

  async function openAndClose(redisUrl: string, rounds: number): Promise<void> {
    process.on('unhandledRejection', record);
    for (let round = 0; round < rounds; round++) {
      const server = createServer();
      const hub = createRealtimeHub(server, {
        sessions: {} as SessionService,
        redisUrl,
        redisPrefix: `playdeck-hub-close-${process.pid}`,
        siteOf: async () => 1,
      });
      for (let i = 0; i < 20; i++) hub.publish('web_member', 'customer_service_link_change', {});
      await hub.close();
      hub.publish('web_member', 'customer_service_link_change', {});
      server.close();
    }
    await new Promise((r) => setTimeout(r, 300)); // a late rejection surfaces by then
  }

  it.runIf(process.env.REDIS_URL)(
    'lets the commands in flight finish, and a publish after it does nothing',
    async () => {
      await openAndClose(process.env.REDIS_URL!, 5);
      expect(rejections.map(String)).toEqual([]);
    },
  );

  // With Redis not answering, the adapter's commands wait in the offline queue until the bounded QUIT gives
  // up and the connection is dropped, which rejects every one of them.
  it('leaves no rejection unhandled when Redis does not answer', async () => {
    const silent = await listenSilently();
    try {
      await openAndClose(silent.url, 2);
    } finally {
      await silent.close();
    }
    expect(rejections.map(String)).toEqual([]);
  });
});
