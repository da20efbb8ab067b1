import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureDatabase, startCluster } from '../../scripts/cluster-lib.mjs';
import type { Cluster } from '../../scripts/cluster-lib.mjs';
import { CAPTCHA_ANSWER } from '../support/captcha.js';
import { MemberClient } from './http.js';

const PORT = Number(process.env.CLUSTER_TEST_PORT ?? 3520);
/** Calls per minute per client address, shared by both nodes through Redis: low enough to reach in a test. */
export const RATE_LIMIT = 120;

export interface TestCluster extends Cluster {
  /** The cluster's database, for checks the API does not answer (what the job wrote, the books). */
  sql: pg.Pool;
  close(): Promise<void>;
}

/**
 * Two nodes on a fresh PostgreSQL database and Redis behind nginx, started as `npm run cluster` starts
 * them (the same library), from the built server.
 */
export async function startTestCluster(): Promise<TestCluster> {
  const base = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!base || !redisUrl) throw new Error('the cluster tests need DATABASE_URL and REDIS_URL');
  // Named by port, so two runs of the suite on one machine (CLUSTER_TEST_PORT apart) keep apart.
  const databaseUrl = await ensureDatabase(base, `playdeck_cluster_test_${PORT}`, { fresh: true });
  const runDir = mkdtempSync(join(tmpdir(), 'playdeck-cluster-'));
  const cluster = await startCluster({
    databaseUrl,
    redisUrl,
    port: PORT,
    nodePorts: [PORT + 1, PORT + 2],
    runDir,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      CAPTCHA_FIXED_ANSWER: CAPTCHA_ANSWER,
      // Its own keys and channels in Redis: another run of the suite on this machine uses the same Redis.
      REDIS_PREFIX: `playdeck-cluster-${PORT}`,
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      PAGE_RATE_LIMIT_PER_MINUTE: '100000',
      // Provider calls take a while, as a real provider's do: requests are in flight when a node stops.
      SANDBOX_LATENCY_MS: '20-150',
    },
  });
  const sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  return {
    ...cluster,
    sql,
    close: async () => {
      await sql.end();
      await cluster.stop();
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}

/** Site 1 USD members made straight in the database with the demo password (demo001's hash). */
export async function membersWithDemoPassword(sql: pg.Pool, accounts: string[]): Promise<MemberClient[]> {
  await sql.query(
    `insert into members (site_id, member_account, member_currency, password_hash)
     select 1, account, 'USD', (select password_hash from members where member_account = 'demo001')
     from unnest($1::text[]) as account`,
    [accounts],
  );
  return accounts.map((account) => new MemberClient(account));
}
