import type { Redis } from 'ioredis';
import { withTimeout } from './with-timeout.js';

/**
 * Closes a Redis connection with QUIT, which goes after the commands already queued, so they are answered.
 * A Redis that is away or does not answer would hold QUIT until the shutdown deadline (a client that
 * retries for ever queues it; one on a silent connection writes it and waits), so past `ms` the connection
 * is dropped.
 */
export async function quitRedis(client: Redis, ms = 2_000): Promise<void> {
  const quit = client.quit().catch(() => undefined); // rejected when the connection is dropped below
  await withTimeout(quit, ms).catch(() => undefined);
  if (client.status !== 'end') client.disconnect();
}
