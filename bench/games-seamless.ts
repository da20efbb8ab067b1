import { execFileSync } from 'node:child_process';
import { createPrivateKey, createSign, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { seal } from '../apps/server/src/lib/crypto.js';
import { issueSessionToken } from '../apps/server/src/modules/games/seamless/session-token.js';
import { makeTempDir, removeTempDir } from './lib/cleanup.js';
import { freePort, HOST } from './lib/ports.js';
import { createScratchDatabase } from './lib/scratch-postgres.js';
import { spawnPlaydeck } from './lib/server-process.js';
import { errorMessage, percentile, round } from './lib/stats.js';
import { runWorkers } from './lib/workers.js';

/** Members betting at once (one connection each), and pgbench's clients: the same count. */
const MEMBERS = 100;
/** One member, this many rounds at once: the hot row. */
const HOT_ROW_CONCURRENCY = 20;
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 10;
/** Each member starts with 10,000.00 USD; a round bets 1.00 and wins 0 or 2.00. */
const START_MINOR = 1_000_000n;
const BET_UNITS = 100_000;

export interface SeamlessLoad {
  concurrency: number;
  members: number;
  rounds: number;
  /** Two per round: the bet and the win, each signed, each a ledger posting. */
  callbacksPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  errorSamples: string[];
  /** Rounds signed during the run because those signed ahead ran out (their signing shares the machine). */
  signedLive: number;
}

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

/** pgbench's simple-update TPS with `clients` clients on its own tables in the scratch database. */
function pgbenchTps(url: string, clients: number): number {
  execFileSync('pgbench', ['-i', '-q', '-s', '10', url], { stdio: 'ignore' });
  const out = execFileSync(
    'pgbench',
    ['-n', '-b', 'simple-update', '-c', String(clients), '-j', '2', '-T', '10', url],
    {
      encoding: 'utf8',
    },
  );
  const tps = /tps = ([\d.]+)/.exec(out)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps: ${out.slice(-200)}`);
  return Number(tps);
}

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

interface Round {
  ms: number;
  net: bigint;
}

interface SignedCall {
  path: string;
  raw: string;
  signature: string;
}

/** A round's bet and win, signed as Hub88 signs them; `net` is what the round does to the balance. */
interface SignedRound {
  bet: SignedCall;
  win: SignedCall;
  net: bigint;
}

/** Rounds signed ahead per member for the 100-member run, and for the hot row's one member. */
const PRESIGNED_PER_MEMBER = 60;
const PRESIGNED_HOT_ROW = 4_000;

/**
 * Hub88's side: signed bet then win to the wallet API, as its games do for one round. Hub88 signs on its own
 * machines, so rounds are signed before the timed run (an RSA-2048 signature costs this process about 0.7 ms,
 * which on a 2-core machine would be taken from the server being measured); a round with none signed ahead
 * is signed on the spot and counted.
 */
function hub88(baseUrl: string, privateKey: string, secret: string) {
  const key = createPrivateKey(privateKey);
  const signed = (path: string, body: object): SignedCall => {
    const raw = JSON.stringify({ ...body, request_uuid: randomUUID() });
    return { path, raw, signature: createSign('RSA-SHA256').update(raw).sign(key, 'base64') };
  };
  const send = async (call: SignedCall) => {
    const res = await fetch(`${baseUrl}/hub88${call.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub88-signature': call.signature },
      body: call.raw,
      signal: AbortSignal.timeout(10_000),
    });
    return (await res.json()) as { status: string };
  };
  const prepare = (memberId: number): SignedRound => {
    const token = issueSessionToken(secret, { siteId: 1, memberId, gpId: 'GP10', currency: 'USD' });
    const base = { user: `GP10-${memberId}`, token, currency: 'USD', game_code: 'crash-classic' };
    const bet = randomUUID();
    const win = Math.random() < 0.5 ? 2 * BET_UNITS : 0;
    return {
      bet: signed('/transaction/bet', { ...base, transaction_uuid: bet, round: bet, amount: BET_UNITS }),
      win: signed('/transaction/win', {
        ...base,
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: bet,
        round: bet,
        amount: win,
      }),
      net: BigInt((win - BET_UNITS) / 1000),
    };
  };
  const ready = new Map<number, SignedRound[]>();
  let signedLive = 0;
  return {
    presign(memberId: number, count: number): void {
      const queue = ready.get(memberId) ?? [];
      for (let i = 0; i < count; i++) queue.push(prepare(memberId));
      ready.set(memberId, queue);
    },
    /** Rounds signed during the runs, once those signed ahead had run out; taken (reset to 0) by each read. */
    takeSignedLive(): number {
      const n = signedLive;
      signedLive = 0;
      return n;
    },
    async round(memberId: number): Promise<Round> {
      let next = ready.get(memberId)?.pop();
      if (!next) {
        signedLive += 1;
        next = prepare(memberId);
      }
      const started = performance.now();
      const placed = await send(next.bet);
      if (placed.status !== 'RS_OK') throw new Error(`bet: ${placed.status}`);
      const paid = await send(next.win);
      if (paid.status !== 'RS_OK') throw new Error(`win: ${paid.status}`);
      return { ms: performance.now() - started, net: next.net };
    },
  };
}

async function load(
  play: (memberId: number) => Promise<Round>,
  memberOf: (worker: number) => number,
  concurrency: number,
  nets: Map<number, bigint>,
): Promise<Omit<SeamlessLoad, 'signedLive'>> {
  const latencies: number[] = [];
  const samples = new Set<string>();
  let errors = 0;
  const work = async (worker: number, record: boolean) => {
    const id = memberOf(worker);
    try {
      const r = await play(id);
      nets.set(id, (nets.get(id) ?? 0n) + r.net);
      if (record) latencies.push(r.ms / 2);
    } catch (err) {
      errors += 1;
      if (samples.size < 3) samples.add(errorMessage(err));
    }
  };
  await runWorkers(concurrency, WARMUP_SECONDS, (w) => work(w, false));
  const seconds = await runWorkers(concurrency, DURATION_SECONDS, (w) => work(w, true));
  return {
    concurrency,
    members: new Set(Array.from({ length: concurrency }, (_, w) => memberOf(w))).size,
    rounds: latencies.length,
    callbacksPerSecond: round((latencies.length * 2) / seconds, 1),
    p50Ms: round(percentile(latencies, 50), 1),
    p99Ms: round(percentile(latencies, 99), 1),
    errors,
    errorSamples: [...samples],
  };
}

/**
 * Seamless bets and wins through Hub88's Wallet API on PostgreSQL: 100 members at once, then one member 20 at
 * once (the hot row), against pgbench's simple-update TPS at the same client count, measured first in the
 * same scratch database. Latency is per callback (a round's bet and win, halved).
 */
export async function measureSeamless(adminUrl: string): Promise<SeamlessFigures> {
  const scratch = await createScratchDatabase(adminUrl);
  const dataDir = makeTempDir('seamless');
  try {
    let pgbenchTpsValue: number | null = null;
    let pgbenchError: string | undefined;
    try {
      pgbenchTpsValue = pgbenchTps(scratch.url, MEMBERS);
    } catch (err) {
      pgbenchError = errorMessage(err);
    }
    const secret = randomBytes(32).toString('base64url');
    const walletPort = await freePort();
    const server = await spawnPlaydeck(dataDir, {
      name: 'Playdeck server (seamless)',
      env: { DATABASE_URL: scratch.url, SERVER_SECRET: secret, WALLET_API_PORT: String(walletPort) },
    });
    const client = new pg.Client({ connectionString: scratch.url });
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
      const hub = hub88(`http://${HOST}:${walletPort}`, hub88Keys.privateKey, secret);
      const play = hub.round;
      // The server reads the account within seconds of it being written: wait until a round goes through.
      const deadline = Date.now() + 15_000;
      for (;;) {
        try {
          await play(ids[0]!).then((r) => nets.set(ids[0]!, (nets.get(ids[0]!) ?? 0n) + r.net));
          break;
        } catch (err) {
          if (Date.now() > deadline) throw err;
          await new Promise((r) => setTimeout(r, 500));
        }
      }
      hub.takeSignedLive(); // the rounds above
      for (const id of ids) hub.presign(id, PRESIGNED_PER_MEMBER);
      const spread = { ...(await load(play, (w) => ids[w]!, MEMBERS, nets)), signedLive: hub.takeSignedLive() };
      hub.presign(ids[1]!, PRESIGNED_HOT_ROW);
      const hotRow = {
        ...(await load(play, () => ids[1]!, HOT_ROW_CONCURRENCY, nets)),
        signedLive: hub.takeSignedLive(),
      };
      const { rows } = await client.query<{ member_id: string; balance: string }>(
        `select member_id, balance::text from wallets where provider = '' and member_id = any($1::bigint[])`,
        [ids],
      );
      const moneyIntact = rows.every((r) => BigInt(r.balance) === START_MINOR + (nets.get(Number(r.member_id)) ?? 0n));
      return {
        pgbenchTps: pgbenchTpsValue,
        ...(pgbenchError ? { pgbenchError } : {}),
        spread,
        hotRow,
        ratio: pgbenchTpsValue ? round(spread.callbacksPerSecond / pgbenchTpsValue, 2) : null,
        moneyIntact,
      };
    } finally {
      await client.end();
      await server.stop();
    }
  } finally {
    await scratch.drop();
    removeTempDir(dataDir);
  }
}

const nets = new Map<number, bigint>();
