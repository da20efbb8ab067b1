import { createPrivateKey, createSign, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { Result } from 'autocannon';
import { issueSessionToken } from '../apps/server/src/modules/games/seamless/session-token.js';
import { round } from './lib/stats.js';

// Hub88's side of the seamless bench (games-seamless.ts): signed rounds, sent by autocannon, and the books kept.

/** A round bets 1.00 (in Hub88's units) and wins 0 or 2.00. */
const BET_UNITS = 100_000;

export interface SeamlessLoad {
  concurrency: number;
  members: number;
  rounds: number;
  /** Two per round: the bet and the win, each signed, each a ledger posting. */
  callbacksPerSecond: number;
  /** Per callback, as autocannon timed each request. */
  p50Ms: number;
  p99Ms: number;
  errors: number;
  errorSamples: string[];
  /** Rounds signed during the run because those signed ahead ran out (their signing shares the machine). */
  signedLive: number;
  /** CPU the load generator used, in % of one core (the server and PostgreSQL share the rest). */
  loadGeneratorCpuPercent: number;
}

interface SignedCall {
  path: string;
  raw: string;
  signature: string;
}

/** A round's bet and win, signed as Hub88 signs them; `win` is the amount in Hub88's units. */
interface SignedRound {
  memberId: number;
  bet: SignedCall;
  win: SignedCall;
  winUnits: number;
}

/** Hub88's units (1/100000 of a dollar) to our minor units (cents). */
const minorOf = (units: number) => BigInt(units / 1000);

/**
 * Hub88's side: rounds of a signed bet then a signed win, as its games send them. Hub88 signs on its own
 * machines, so rounds are signed before the timed run (an RSA-2048 signature costs this process about 0.7 ms,
 * which on a 2-core machine would be taken from the server being measured); a round with none signed ahead
 * is signed on the spot and counted.
 */
export function hub88(baseUrl: string, privateKey: string, secret: string) {
  const key = createPrivateKey(privateKey);
  const signed = (path: string, body: object): SignedCall => {
    const raw = JSON.stringify({ ...body, request_uuid: randomUUID() });
    return { path, raw, signature: createSign('RSA-SHA256').update(raw).sign(key, 'base64') };
  };
  const prepare = (memberId: number): SignedRound => {
    const token = issueSessionToken(secret, { siteId: 1, memberId, gpId: 'GP10', currency: 'USD' });
    const base = { user: `GP10-${memberId}`, token, currency: 'USD', game_code: 'crash-classic' };
    const bet = randomUUID();
    const winUnits = Math.random() < 0.5 ? 2 * BET_UNITS : 0;
    return {
      memberId,
      bet: signed('/transaction/bet', { ...base, transaction_uuid: bet, round: bet, amount: BET_UNITS }),
      win: signed('/transaction/win', {
        ...base,
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: bet,
        round: bet,
        amount: winUnits,
      }),
      winUnits,
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
    /** The member's next round: one signed ahead, else one signed now (counted). */
    next(memberId: number): SignedRound {
      const round = ready.get(memberId)?.pop();
      if (round) return round;
      signedLive += 1;
      return prepare(memberId);
    },
    /** Rounds signed during the runs, once those signed ahead had run out; taken (reset to 0) by each read. */
    takeSignedLive(): number {
      const n = signedLive;
      signedLive = 0;
      return n;
    },
    /** One call sent on its own (the probe, and rounds a run left unfinished): its status. */
    async send(call: SignedCall): Promise<string> {
      const res = await fetch(`${baseUrl}/hub88${call.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub88-signature': call.signature },
        body: call.raw,
        signal: AbortSignal.timeout(10_000),
      });
      return ((await res.json()) as { status: string }).status;
    },
  };
}

type Hub88 = ReturnType<typeof hub88>;

/** A round sent by a connection, until its win is answered. */
interface InFlight {
  round: SignedRound;
  bet: 'unanswered' | 'placed' | 'refused';
}

/** What the bench was told each member's balance moved by: bets answered RS_OK, wins answered RS_OK. */
export class Books {
  readonly nets = new Map<number, bigint>();
  add(memberId: number, minor: bigint): void {
    this.nets.set(memberId, (this.nets.get(memberId) ?? 0n) + minor);
  }
}

/** A round through to the end, sent call by call; throws unless both are answered RS_OK. */
export async function playRound(hub: Hub88, round: SignedRound, books: Books): Promise<void> {
  const placed = await hub.send(round.bet);
  if (placed !== 'RS_OK') throw new Error(`bet: ${placed}`);
  books.add(round.memberId, -minorOf(BET_UNITS));
  const paid = await hub.send(round.win);
  if (paid !== 'RS_OK') throw new Error(`win: ${paid}`);
  books.add(round.memberId, minorOf(round.winUnits));
}

const statusOf = (body: string) => {
  try {
    return String((JSON.parse(body) as { status?: unknown }).status);
  } catch {
    return `not JSON: ${body.slice(0, 80)}`;
  }
};

/**
 * `concurrency` connections, each playing rounds back to back for `seconds` (autocannon: the load generator
 * that costs the machine least, as Hub88's calls come from other machines). A round takes a member with no
 * round in flight, so no member has two at once unless all connections share one (the hot row). A round the
 * run's end cut off is finished afterwards call by call (each call is idempotent), so the books are exact.
 */
export async function load(
  baseUrl: string,
  hub: Hub88,
  free: number[],
  concurrency: number,
  seconds: number,
  books: Books,
): Promise<Omit<SeamlessLoad, 'signedLive'>> {
  const shared = free.length === 1;
  const unfinished = new Set<InFlight>();
  const samples = new Set<string>();
  let failed = 0;
  const refused = (call: string, status: number, body: string) => {
    failed += 1;
    if (samples.size < 3) samples.add(`${call}: HTTP ${status} ${statusOf(body)}`);
  };
  type Context = { flight?: InFlight };
  // autocannon hands each request its connection's context object; this run keeps its round there.
  const flightOf = (context: Record<string, unknown>) => (context as Context).flight!;
  const headers = (call: SignedCall) => ({ 'content-type': 'application/json', 'x-hub88-signature': call.signature });
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const result: Result = await autocannon({
    url: `${baseUrl}/hub88`,
    connections: concurrency,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (req, context) => {
          const memberId = shared ? free[0]! : free.pop()!;
          const round = hub.next(memberId);
          const flight: InFlight = { round, bet: 'unanswered' };
          (context as Context).flight = flight;
          unfinished.add(flight);
          return { ...req, path: `/hub88${round.bet.path}`, headers: headers(round.bet), body: round.bet.raw };
        },
        onResponse: (status, body, context) => {
          const flight = flightOf(context);
          flight.bet = status === 200 && statusOf(body) === 'RS_OK' ? 'placed' : 'refused';
          if (flight.bet === 'placed') books.add(flight.round.memberId, -minorOf(BET_UNITS));
          else refused('bet', status, body);
        },
      },
      {
        method: 'POST',
        setupRequest: (req, context) => {
          const { win } = flightOf(context).round;
          return { ...req, path: `/hub88${win.path}`, headers: headers(win), body: win.raw };
        },
        onResponse: (status, body, context) => {
          const flight = flightOf(context);
          const { memberId, winUnits } = flight.round;
          if (status === 200 && statusOf(body) === 'RS_OK') books.add(memberId, minorOf(winUnits));
          else refused('win', status, body);
          unfinished.delete(flight);
          if (!shared) free.push(memberId);
        },
      },
    ],
  });
  const cpu = process.cpuUsage(cpuBefore);
  const cpuPercent = round(((cpu.user + cpu.system) / 1000 / (performance.now() - wallBefore)) * 100, 0);
  for (const cut of unfinished) await finishCutRound(hub, cut, books);
  return {
    concurrency,
    members: shared ? 1 : concurrency,
    rounds: Math.floor(result.requests.total / 2),
    callbacksPerSecond: round(result.requests.total / seconds, 1),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: failed + result.errors + result.timeouts,
    errorSamples: [...samples],
    loadGeneratorCpuPercent: cpuPercent,
  };
}

/**
 * A round the run's end cut off: its bet may have been applied with no answer read, and its win not sent.
 * Both are sent again (a repeated uuid gets its first answer, or is applied now), and counted once.
 */
async function finishCutRound(hub: Hub88, flight: InFlight, books: Books): Promise<void> {
  const { round } = flight;
  if (flight.bet === 'refused') return;
  if (flight.bet === 'unanswered') {
    const placed = await hub.send(round.bet);
    if (placed !== 'RS_OK') return;
    books.add(round.memberId, -minorOf(BET_UNITS));
  }
  if ((await hub.send(round.win)) === 'RS_OK') books.add(round.memberId, minorOf(round.winUnits));
}
