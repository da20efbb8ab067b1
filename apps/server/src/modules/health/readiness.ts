import { Redis } from 'ioredis';
import { quitRedis } from '../../lib/quit-redis.js';
import type { Database } from '../../db/client.js';
import type { Lifecycle } from '../../lib/lifecycle.js';
import { createMigrationsCheck } from './migrations-repo.js';

const CHECK_TIMEOUT_MS = 2_000;

type Check = 'ok' | 'down' | 'pending';
export interface Readiness {
  ready: boolean;
  status: 'ready' | 'unavailable' | 'draining';
  checks: { database: Check; migrations: Check; redis?: Check };
}

const within = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref()),
  ]);

/** May this node take traffic: not draining, database and Redis (when used) answering, migrations applied. */
export function createReadiness(deps: {
  database: Database;
  migrationsDir: string;
  redisUrl?: string;
  lifecycle: Lifecycle;
}) {
  const migrationsApplied = createMigrationsCheck(deps.database.db, deps.migrationsDir);
  // Its own connection: the hub's and the rate limiter's clients queue commands while reconnecting.
  const redis = deps.redisUrl
    ? new Redis(deps.redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 })
    : undefined;
  redis?.on('error', () => undefined); // a failed ping reports it

  async function redisCheck(): Promise<Check> {
    if (!redis) return 'ok';
    if (redis.status === 'wait') await within(redis.connect());
    return (await within(redis.ping())) === 'PONG' ? 'ok' : 'down';
  }

  return {
    async check(): Promise<Readiness> {
      const [database, migrations, redisState] = await Promise.all([
        within(deps.database.ping()).then(
          (): Check => 'ok',
          (): Check => 'down',
        ),
        within(migrationsApplied()).then(
          (done): Check => (done ? 'ok' : 'pending'),
          (): Check => 'down',
        ),
        redis ? redisCheck().catch((): Check => 'down') : undefined,
      ]);
      const checks = { database, migrations, ...(redisState ? { redis: redisState } : {}) };
      const healthy = Object.values(checks).every((c) => c === 'ok');
      if (deps.lifecycle.draining) return { ready: false, status: 'draining', checks };
      return { ready: healthy, status: healthy ? 'ready' : 'unavailable', checks };
    },
    async close(): Promise<void> {
      if (redis) await quitRedis(redis);
    },
  };
}
