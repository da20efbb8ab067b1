import type { BalanceBackReply, Envelope, PlayReply } from '@playdeck/contract';
import { makeTempDir, removeTempDir } from './lib/cleanup.js';
import { CAPTCHA_ANSWER, loginMember } from './lib/playdeck-login.js';
import { createScratchDatabase, redactUrl } from './lib/scratch-postgres.js';
import type { ScratchDatabase } from './lib/scratch-postgres.js';
import { spawnPlaydeck } from './lib/server-process.js';
import { errorMessage, percentile, round } from './lib/stats.js';
import { runWorkers } from './lib/workers.js';

/** Seeded members with money (demo001 USD 1,000.00, demo002 VND 50,000, agent001 USD 2,000.00): one loop each. */
const MEMBERS = ['demo001', 'demo002', 'agent001'];
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 10;
const REQUEST_TIMEOUT_MS = 15_000;
/** After the run, how long a balance may take to come home (a pending transfer's reconciler) before it counts as lost. */
const SETTLE_TIMEOUT_MS = 15_000;
const ERROR_SAMPLES = 3;
const LOGINS_AT_ONCE = 4;

const PLAY_PATH = '/api/member/game/play1';
const LEAVE_PATH = '/api/member/game/leave1';
const LAYOUT_PATH = '/api/member/profile/common/layout';
/** One game of the sandbox provider GP01 (transfers on): play1 moves the whole main balance into GP01. */
const PLAY_BODY = { gp_id: 'GP01', game_type: 2, game_code: 'slot-fortune-fruits', device: 1 };

/**
 * The server of this run: test mode with a known captcha answer, x-forwarded-for believed (each login's
 * captcha from its own address), and a rate limit the loops never reach.
 */
export const TRANSFER_ENV = {
  NODE_ENV: 'test',
  CAPTCHA_FIXED_ANSWER: CAPTCHA_ANSWER,
  TRUST_PROXY: 'true',
  RATE_LIMIT_PER_MINUTE: '1000000',
};

export type DatabaseKind = 'pglite' | 'postgres';

export interface TransferFigures {
  database: DatabaseKind;
  /** Where the data lived: a temp PGlite dir, or the scratch database's URL (password hidden). */
  where: string;
  members: string[];
  durationSeconds: number;
  /** play1 + leave1 pairs that both settled, the same amount out and back. */
  cycles: number;
  /** Two per settled cycle: main -> GP01 and GP01 -> main, each with its ledger entry. */
  transfers: number;
  transfersPerSecond: number;
  playP50Ms: number;
  playP99Ms: number;
  leaveP50Ms: number;
  leaveP99Ms: number;
  /**
   * Cycles (warm-up included) that did not settle both ways: a non-100 code, a zero transfer, an amount
   * back that differs from the amount in, no reply.
   */
  errors: number;
  errorSamples: string[];
  /** Every member's main balance at the end equals its start (read from the member layout). */
  moneyIntact: boolean;
  balances: { account: string; start: string; end: string }[];
  /** CPU of this process (the clients) in % of one core. */
  loadGeneratorCpuPercent: number;
}

interface Member {
  account: string;
  token: string;
  startCash: string;
}

interface Reply<T> {
  envelope: Envelope<T>;
  ms: number;
}

async function call<T>(baseUrl: string, member: Member, path: string, body: unknown): Promise<Reply<T>> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  // A renewed session comes back in the Authorization header; the page switches to it, and so do we.
  const renewed = /^Bearer (.+)$/.exec(res.headers.get('authorization') ?? '');
  if (renewed?.[1]) member.token = renewed[1];
  try {
    return { envelope: JSON.parse(text) as Envelope<T>, ms };
  } catch {
    throw new Error(`${path} answered ${res.status} ${text.slice(0, 200)}`);
  }
}

async function mainCash(baseUrl: string, member: Member): Promise<string> {
  const { envelope } = await call<{ member_common_layout: { member_cash: string } }>(baseUrl, member, LAYOUT_PATH, {});
  if (envelope.code !== 100)
    throw new Error(`${LAYOUT_PATH} for ${member.account}: ${envelope.code} ${envelope.message}`);
  return envelope.data.member_common_layout.member_cash;
}

/** "0.00" in USD, "0" in VND: amounts are decimal strings in the member's currency. */
const isZero = (amount: string) => Number(amount) === 0;

interface Tally {
  cycles: number;
  play: number[];
  leave: number[];
  errors: number;
  samples: Set<string>;
}

const newTally = (): Tally => ({ cycles: 0, play: [], leave: [], errors: 0, samples: new Set() });

function fail(tally: Tally, what: string): void {
  tally.errors += 1;
  if (tally.samples.size < ERROR_SAMPLES) tally.samples.add(what.split('\n')[0] ?? '');
}

/** play1 (main -> GP01) then leave1 (GP01 -> main): two transfers when both settle the same amount. */
async function cycle(baseUrl: string, member: Member, tally: Tally): Promise<void> {
  let play: Reply<PlayReply> | undefined;
  try {
    play = await call<PlayReply>(baseUrl, member, PLAY_PATH, PLAY_BODY);
    if (play.envelope.code === 100) tally.play.push(play.ms);
  } catch (err) {
    fail(tally, `play1: ${errorMessage(err)}`);
  }
  // Left even after a failed play: whatever reached the provider comes back, as the page does.
  let leave: Reply<BalanceBackReply>;
  try {
    leave = await call<BalanceBackReply>(baseUrl, member, LEAVE_PATH, {});
    if (leave.envelope.code === 100) tally.leave.push(leave.ms);
  } catch (err) {
    if (play) fail(tally, `leave1: ${errorMessage(err)}`);
    return;
  }
  if (!play) return;
  const p = play.envelope;
  const l = leave.envelope;
  if (p.code !== 100) return fail(tally, `play1: ${p.code} ${p.message}`);
  if (isZero(p.data.transferred)) return fail(tally, `play1: transferred ${p.data.transferred}`);
  if (l.code !== 100) return fail(tally, `leave1: ${l.code} ${l.message}`);
  if (l.data.amount !== p.data.transferred) {
    return fail(tally, `leave1 brought back ${l.data.amount} of ${p.data.transferred}`);
  }
  tally.cycles += 1;
}

/** Polls each member's main balance until it is back at its start, or the time is up. */
async function settledBalances(
  baseUrl: string,
  members: Member[],
): Promise<{ account: string; start: string; end: string }[]> {
  const deadline = performance.now() + SETTLE_TIMEOUT_MS;
  return Promise.all(
    members.map(async (m) => {
      let end = await mainCash(baseUrl, m);
      while (end !== m.startCash && performance.now() < deadline) {
        await new Promise((r) => setTimeout(r, 500));
        end = await mainCash(baseUrl, m);
      }
      return { account: m.account, start: m.startCash, end };
    }),
  );
}

/** Logs each account in once (a login ends the member's other sessions), a few at a time. */
async function signIn(baseUrl: string, accounts: string[]): Promise<Member[]> {
  const members: Member[] = [];
  const queue = [...accounts];
  const next = async (): Promise<void> => {
    const account = queue.shift();
    if (!account) return;
    const { token } = await loginMember(baseUrl, account, `bench-transfers-${account}`);
    const member = { account, token, startCash: '' };
    member.startCash = await mainCash(baseUrl, member);
    if (isZero(member.startCash)) throw new Error(`${account} has no money to transfer`);
    members.push(member);
    return next();
  };
  await Promise.all(Array.from({ length: LOGINS_AT_ONCE }, next));
  return members;
}

export async function loadTransfers(
  baseUrl: string,
  database: DatabaseKind,
  where: string,
  accounts: string[],
): Promise<TransferFigures> {
  const members = await signIn(baseUrl, accounts);
  // One cycle by hand first: figures for a loop that always fails would be meaningless.
  const first = newTally();
  await cycle(baseUrl, members[0]!, first);
  if (first.cycles !== 1) throw new Error(`play1 + leave1 did not settle: ${[...first.samples].join(' | ')}`);

  // The warm-up lets V8 optimise the path and fills the pools; its figures are dropped.
  const warmup = newTally();
  await runWorkers(members.length, WARMUP_SECONDS, (i) => cycle(baseUrl, members[i]!, warmup));
  process.stdout.write(`  ${database}: ${DURATION_SECONDS} s, ${members.length} members looping play1 + leave1...\n`);

  const tally = newTally();
  const cpuBefore = process.cpuUsage();
  const seconds = await runWorkers(members.length, DURATION_SECONDS, (i) => cycle(baseUrl, members[i]!, tally));
  const cpu = process.cpuUsage(cpuBefore);

  const balances = await settledBalances(baseUrl, members);
  return {
    database,
    where,
    members: accounts,
    durationSeconds: round(seconds, 1),
    cycles: tally.cycles,
    transfers: tally.cycles * 2,
    transfersPerSecond: round((tally.cycles * 2) / seconds, 1),
    playP50Ms: round(percentile(tally.play, 50), 0),
    playP99Ms: round(percentile(tally.play, 99), 0),
    leaveP50Ms: round(percentile(tally.leave, 50), 0),
    leaveP99Ms: round(percentile(tally.leave, 99), 0),
    errors: tally.errors + warmup.errors,
    errorSamples: [...new Set([...tally.samples, ...warmup.samples])].slice(0, ERROR_SAMPLES),
    moneyIntact: balances.every((b) => b.end === b.start),
    balances,
    loadGeneratorCpuPercent: round(((cpu.user + cpu.system) / 1000 / (seconds * 1000)) * 100, 0),
  };
}

/**
 * Transfers per second through the HTTP API, main -> provider GP01 -> main, with the ledger: on PGlite
 * (a fresh temp DATA_DIR), or on a scratch database created inside the PostgreSQL at `adminUrl`.
 */
export async function measureTransfers(database: DatabaseKind, adminUrl?: string): Promise<TransferFigures> {
  const dataDir = makeTempDir(`transfers-${database}`);
  let scratch: ScratchDatabase | undefined;
  try {
    if (database === 'postgres') {
      if (!adminUrl) throw new Error('PostgreSQL needs DATABASE_URL');
      scratch = await createScratchDatabase(adminUrl);
    }
    const server = await spawnPlaydeck(dataDir, {
      name: `Playdeck server (${database})`,
      env: { ...TRANSFER_ENV, ...(scratch ? { DATABASE_URL: scratch.url } : {}) },
    });
    try {
      return await loadTransfers(
        server.url,
        database,
        scratch ? redactUrl(scratch.url) : 'PGlite, temp DATA_DIR',
        MEMBERS,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await scratch?.drop();
    removeTempDir(dataDir);
  }
}
