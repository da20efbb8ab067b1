import { randomUUID } from 'node:crypto';
import type { Hub88Caller, WalletReply } from './conformance-caller.js';
import { hub88Session } from './conformance-caller.js';

/** What the conformance run needs of a Playdeck: members to play with, and our books to compare. */
export interface ConformanceTarget extends Hub88Caller {
  /** A member of site 1 in USD holding at least 100.00 on the main wallet (several cases may share one). */
  fundedMember(): Promise<number>;
  /** A member who may not bet (disabled). */
  disabledMember(): Promise<number>;
  mainBalance(memberId: number): Promise<bigint>;
}

export interface ConformanceResult {
  name: string;
  ok: boolean;
  detail: string;
}

/** 1.00 USD in Hub88's units, and in our minor units. */
const USD = 100_000;
const CENTS = 100n;

class Mismatch extends Error {}
function expectReply(reply: WalletReply, status: string, balance?: number): void {
  const got = `HTTP ${reply.status} ${String(reply.body.status)} balance ${String(reply.body.balance)}`;
  if (reply.status !== 200 || reply.body.status !== status) throw new Mismatch(`expected ${status}, got ${got}`);
  if (balance !== undefined && reply.body.balance !== balance)
    throw new Mismatch(`expected balance ${balance}, got ${got}`);
}

/** A member's session with what they hold now, in Hub88's units and in our books. */
async function player(t: ConformanceTarget, memberId?: number) {
  const id = memberId ?? (await t.fundedMember());
  const s = hub88Session(t, id);
  const reply = await s.balance();
  expectReply(reply, 'RS_OK');
  const held = reply.body.balance as number;
  const books = await t.mainBalance(id);
  return {
    ...s,
    id,
    /** The balance Hub88 must be told after moving `delta` US dollars. */
    after: (delta: number) => held + delta * USD,
    /** Our books must have moved by `delta` US dollars. */
    async booksMoved(delta: number) {
      const now = await t.mainBalance(id);
      if (now - books !== BigInt(delta) * CENTS)
        throw new Mismatch(`our books moved ${now - books}, expected ${delta * 100}`);
    },
  };
}

type Case = [name: string, run: (t: ConformanceTarget) => Promise<void>];

/** Hub88's documented Wallet API cases. */
const CASES: Case[] = [
  [
    'balance: RS_OK, the balance in 1/100 000 units, the request id echoed',
    async (t) => {
      const p = await player(t);
      const reply = await p.balance();
      expectReply(reply, 'RS_OK', p.after(0));
      if (reply.body.currency !== 'USD' || typeof reply.body.request_uuid !== 'string')
        throw new Mismatch('no currency or request_uuid');
    },
  ],
  [
    'a body not signed by Hub88: RS_ERROR_INVALID_SIGNATURE, nothing changed',
    async (t) => {
      const p = await player(t);
      const raw = JSON.stringify({
        user: p.user,
        token: p.token,
        transaction_uuid: randomUUID(),
        currency: 'USD',
        amount: USD,
        request_uuid: randomUUID(),
      });
      expectReply(await t.send('/transaction/bet', raw, t.sign(`${raw} `)), 'RS_ERROR_INVALID_SIGNATURE');
      await p.booksMoved(0);
    },
  ],
  [
    'bet: RS_OK with the balance after',
    async (t) => {
      const p = await player(t);
      expectReply(await p.bet(randomUUID(), 5 * USD), 'RS_OK', p.after(-5));
      await p.booksMoved(-5);
    },
  ],
  [
    'the same bet again: the first answer, the stake taken once',
    async (t) => {
      const p = await player(t);
      const uuid = randomUUID();
      await p.bet(uuid, 5 * USD);
      expectReply(await p.bet(uuid, 5 * USD), 'RS_OK', p.after(-5));
      await p.booksMoved(-5);
    },
  ],
  [
    'a transaction uuid reused for another amount: RS_ERROR_DUPLICATE_TRANSACTION',
    async (t) => {
      const p = await player(t);
      const uuid = randomUUID();
      await p.bet(uuid, 5 * USD);
      expectReply(await p.bet(uuid, 7 * USD), 'RS_ERROR_DUPLICATE_TRANSACTION', p.after(-5));
    },
  ],
  [
    'a bet over the balance: RS_ERROR_NOT_ENOUGH_MONEY with the balance',
    async (t) => {
      const p = await player(t);
      expectReply(await p.bet(randomUUID(), p.after(1)), 'RS_ERROR_NOT_ENOUGH_MONEY', p.after(0));
      await p.booksMoved(0);
    },
  ],
  [
    'win: RS_OK, paid once however often it is sent',
    async (t) => {
      const p = await player(t);
      const bet = randomUUID();
      const win = randomUUID();
      await p.bet(bet, 10 * USD);
      expectReply(await p.win(win, bet, 25 * USD), 'RS_OK', p.after(15));
      expectReply(await p.win(win, bet, 25 * USD), 'RS_OK', p.after(15));
      await p.booksMoved(15);
    },
  ],
  [
    'a win for a bet never placed: RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    async (t) => {
      const p = await player(t);
      expectReply(await p.win(randomUUID(), randomUUID(), 25 * USD), 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      await p.booksMoved(0);
    },
  ],
  [
    'an expired token: a bet gets RS_ERROR_TOKEN_EXPIRED, a win still settles',
    async (t) => {
      const p = await player(t);
      const bet = randomUUID();
      await p.bet(bet, 10 * USD);
      const late = hub88Session(t, p.id, Date.now() - 13 * 3600_000);
      expectReply(await late.bet(randomUUID(), USD), 'RS_ERROR_TOKEN_EXPIRED');
      expectReply(await late.win(randomUUID(), bet, 20 * USD), 'RS_OK', p.after(10));
    },
  ],
  [
    'rollback: the stake back once',
    async (t) => {
      const p = await player(t);
      const bet = randomUUID();
      const rollback = randomUUID();
      await p.bet(bet, 30 * USD);
      expectReply(await p.rollback(rollback, bet), 'RS_OK', p.after(0));
      expectReply(await p.rollback(rollback, bet), 'RS_OK', p.after(0));
      await p.booksMoved(0);
    },
  ],
  [
    'a rollback of a bet never seen: RS_OK, and the bet arriving later is refused',
    async (t) => {
      const p = await player(t);
      const bet = randomUUID();
      expectReply(await p.rollback(randomUUID(), bet), 'RS_OK', p.after(0));
      const late = await p.bet(bet, 30 * USD);
      if (late.body.status === 'RS_OK') throw new Mismatch('the rolled-back bet was taken');
      await p.booksMoved(0);
    },
  ],
  [
    'a token that is not ours: RS_ERROR_INVALID_TOKEN',
    async (t) => {
      const p = await player(t);
      expectReply(
        await p.send('/user/balance', { user: p.user, token: `${p.token.slice(0, -2)}xx` }),
        'RS_ERROR_INVALID_TOKEN',
      );
    },
  ],
  [
    'a bet in another currency: RS_ERROR_WRONG_CURRENCY',
    async (t) => {
      const p = await player(t);
      expectReply(await p.bet(randomUUID(), USD, { currency: 'EUR' }), 'RS_ERROR_WRONG_CURRENCY');
      await p.booksMoved(0);
    },
  ],
  [
    'a body without a required field: RS_ERROR_WRONG_SYNTAX; a field of the wrong type: RS_ERROR_WRONG_TYPES',
    async (t) => {
      const p = await player(t);
      expectReply(
        await p.send('/transaction/bet', { user: p.user, token: p.token, amount: USD, currency: 'USD' }),
        'RS_ERROR_WRONG_SYNTAX',
      );
      expectReply(await p.bet(randomUUID(), USD, { amount: '100000' }), 'RS_ERROR_WRONG_TYPES');
      await p.booksMoved(0);
    },
  ],
  [
    'a disabled member: RS_ERROR_USER_DISABLED',
    async (t) => {
      const p = await player(t, await t.disabledMember());
      expectReply(await p.bet(randomUUID(), USD), 'RS_ERROR_USER_DISABLED');
      await p.booksMoved(0);
    },
  ],
];

/** Runs every case; a case that throws anything fails with its message. */
export async function runConformance(target: ConformanceTarget): Promise<ConformanceResult[]> {
  const results: ConformanceResult[] = [];
  for (const [name, run] of CASES) {
    try {
      await run(target);
      results.push({ name, ok: true, detail: '' });
    } catch (err) {
      results.push({ name, ok: false, detail: err instanceof Error ? err.message : String(err) });
    }
  }
  return results;
}

/** The results as a table for a terminal. */
export function conformanceTable(results: ConformanceResult[]): string {
  const width = Math.max(...results.map((r) => r.name.length));
  const lines = results.map((r) => `${r.ok ? 'pass' : 'FAIL'}  ${r.name.padEnd(width)}  ${r.detail}`.trimEnd());
  const passed = results.filter((r) => r.ok).length;
  return [...lines, `${passed} of ${results.length} Hub88 Wallet API cases pass`].join('\n');
}
