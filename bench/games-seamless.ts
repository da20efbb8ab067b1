import { generateKeyPairSync, randomBytes } from 'node:crypto';
import pg from 'pg';
import { seal } from '../apps/server/src/lib/crypto.js';
import { makeTempDir, removeTempDir } from './lib/cleanup.js';
import { pgbenchFigure } from './lib/pgbench.js';
import { freePort, HOST } from './lib/ports.js';
import { createScratchDatabase } from './lib/scratch-postgres.js';
import { spawnPlaydeck } from './lib/server-process.js';
import { round } from './lib/stats.js';
import { Books, hub88, load, playRound } from './seamless-load.js';
import type { SeamlessLoad } from './seamless-load.js';

export type { SeamlessLoad } from './seamless-load.js';

/** Members betting at once (one connection each), and pgbench's clients: the same count. */
const MEMBERS = 100;
/** One member, this many rounds at once: the hot row. */
const HOT_ROW_CONCURRENCY = 20;
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 10;
/** Each member starts with 10,000.00 USD; a round bets 1.00 and wins 0 or 2.00. */
const START_MINOR = 1_000_000n;

export interface SeamlessFigures {
  pgbenchTps: number | null;
  pgbenchError?: string;
  spread: SeamlessLoad;
  hotRow: SeamlessLoad;
  /** callbacks/s over pgbench's simple-update TPS at the same client count. */
  ratio: number | null;
  /** Every member's main balance equals its start less the bets plus the wins the bench was told of. */
  moneyIntact: boolean;
}

const keyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/** Members of site 1 in USD with a main wallet, written straight into the database (no logins needed). */
async function seedMembers(client: pg.Client, count: number): Promise<number[]> {
  const { rows } = await client.query<{ id: string }>(
    `insert into members (site_id, member_account, member_currency, password_hash)
     select 1, 'sw' || lpad(i::text, 5, '0'), 'USD', 'x' from generate_series(1, $1::int) as i returning id`,
    [count],
  );
  const ids = rows.map((r) => Number(r.id));
  await client.query(
    `insert into wallets (site_id, member_id, provider, currency, balance)
     select 1, id, '', 'USD', $2::bigint from unnest($1::bigint[]) as id`,
    [ids, START_MINOR.toString()],
  );
  return ids;
}

/** Rounds signed ahead per member for the 100-member run, and for the hot row's one member. */
const PRESIGNED_PER_MEMBER = 80;
const PRESIGNED_HOT_ROW = 8_000;

/**
 * Seamless bets and wins through Hub88's Wallet API on PostgreSQL: 100 members at once, then one member 20 at
 * once (the hot row), against pgbench's simple-update TPS at the same client count, measured first in the
 * same scratch database. Latency is per callback (a round's bet and win, halved).
 */
export async function measureSeamless(adminUrl: string): Promise<SeamlessFigures> {
  const scratch = await createScratchDatabase(adminUrl);
  const dataDir = makeTempDir('seamless');
  try {
    const pgbench = pgbenchFigure(scratch.url, MEMBERS);
    const secret = randomBytes(32).toString('base64url');
    const walletPort = await freePort();
    const server = await spawnPlaydeck(dataDir, {
      name: 'Playdeck server (seamless)',
      env: { DATABASE_URL: scratch.url, SERVER_SECRET: secret, WALLET_API_PORT: String(walletPort) },
    });
    const client = new pg.Client({ connectionString: scratch.url });
    const books = new Books();
    await client.connect();
    try {
      const hub88Keys = keyPair();
      const ours = keyPair();
      await client.query(
        `insert into aggregator_accounts (aggregator, operator_id, base_url, private_key_sealed, aggregator_public_key)
         values ('hub88', 1, 'https://api.hub88.invalid', $1, $2)`,
        [seal(secret, 'hub88-private-key', ours.privateKey), hub88Keys.publicKey],
      );
      const ids = await seedMembers(client, MEMBERS);
      const baseUrl = `http://${HOST}:${walletPort}`;
      const hub = hub88(baseUrl, hub88Keys.privateKey, secret);
      // The server reads the account within seconds of it being written: wait until a round goes through.
      const deadline = Date.now() + 15_000;
      for (;;) {
        try {
          await playRound(hub, hub.next(ids[0]!), books);
          break;
        } catch (err) {
          if (Date.now() > deadline) throw err;
          await new Promise((r) => setTimeout(r, 500));
        }
      }
      for (const id of ids) hub.presign(id, PRESIGNED_PER_MEMBER);
      hub.presign(ids[0]!, PRESIGNED_HOT_ROW);
      hub.takeSignedLive(); // the probe's
      // The warm-up lets V8 optimise the path and fills the pool; its figures are dropped.
      await load(baseUrl, hub, [...ids], MEMBERS, WARMUP_SECONDS, books);
      const spread = {
        ...(await load(baseUrl, hub, [...ids], MEMBERS, DURATION_SECONDS, books)),
        signedLive: hub.takeSignedLive(),
      };
      const hotRow = {
        ...(await load(baseUrl, hub, [ids[0]!], HOT_ROW_CONCURRENCY, DURATION_SECONDS, books)),
        signedLive: hub.takeSignedLive(),
      };
      const { rows } = await client.query<{ member_id: string; balance: string }>(
        `select member_id, balance::text from wallets where provider = '' and member_id = any($1::bigint[])`,
        [ids],
      );
      const moneyIntact = rows.every(
        (r) => BigInt(r.balance) === START_MINOR + (books.nets.get(Number(r.member_id)) ?? 0n),
      );
      const tps = pgbench.pgbenchTps;
      return { ...pgbench, spread, hotRow, ratio: tps ? round(spread.callbacksPerSecond / tps, 2) : null, moneyIntact };
    } finally {
      await client.end();
      await server.stop();
    }
  } finally {
    await scratch.drop();
    removeTempDir(dataDir);
  }
}
