import { createSign, randomUUID } from 'node:crypto';
import type { Outcome } from '../games/rounds.js';
import type { LaunchClaims } from '../launch.js';
import type { ProviderDb } from '../wallet.js';
import { SIGNATURE_HEADER, toMinor, toUnits } from './protocol.js';

/** Posts a signed body to the operator's Wallet API (over HTTP or in process); null when no answer came. */
export type OperatorWalletSend = (
  path: string,
  raw: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: unknown } | null>;

/** How the simulator misbehaves towards the operator's wallet, as aggregators do. Tests change it on the fly. */
export interface SeamlessFaults {
  /** Share of calls sent twice at once (the same request). */
  duplicateRate: number;
  /** Share of answers the simulator loses after the operator applied the call (it then retries). */
  lostAnswerRate: number;
  /**
   * Each bet spends this long on the way to the operator (ms). Past the answer time-out the bet is given up
   * and rolled back while it is still travelling: the rollback arrives first.
   */
  slowBetMs?: number;
  /** How long the simulator waits for an answer (Hub88: 3 s). */
  answerTimeoutMs?: number;
}

/** Hub88 gives up on an operator's answer after 3 s. */
export const HUB88_ANSWER_TIMEOUT_MS = 3_000;

export interface SeamlessRound extends Outcome {
  balance: bigint | null;
}
export type SeamlessRefusal = { status: 403 | 409 | 503; error: string };

/** A transaction the simulator sent, and what became of it (its own view, to compare with the operator's). */
export interface SentTransaction {
  kind: 'bet' | 'win' | 'rollback';
  user: string;
  amount: bigint;
  state: 'ok' | 'refused' | 'unanswered';
}

const WIN_ATTEMPTS = 5;
const ROLLBACK_ATTEMPTS = 5;

/**
 * Hub88's calls to the operator's seamless wallet, as the simulator's games make them: each round is a bet,
 * then a win (0 when lost) naming the bet; a bet without an answer is rolled back, a win without one is
 * sent again with the same transaction uuid (Hub88 retries wins for hours; the simulator a few times, then
 * keeps it as unanswered). Every body is signed with Hub88's private key.
 */
export function createSeamlessCaller(deps: {
  send: OperatorWalletSend;
  privateKey: string;
  faults: SeamlessFaults;
  retryDelayMs?: number;
}) {
  const sent = new Map<string, SentTransaction>();
  /** Answers that came after the simulator had stopped waiting (the operator's word on a late call). */
  const late: { path: string; body: unknown }[] = [];

  /** The call on its way (slowed when the faults say so); null when it gets no answer in time. */
  async function deliver(path: string, raw: string, headers: Record<string, string>) {
    const delivered = (async () => {
      const slow = path === '/transaction/bet' ? (deps.faults.slowBetMs ?? 0) : 0;
      if (slow > 0) await new Promise((r) => setTimeout(r, slow));
      return deps.send(path, raw, headers);
    })().catch(() => null);
    let timer: NodeJS.Timeout | undefined;
    let waited = false;
    const timeoutMs = deps.faults.answerTimeoutMs ?? HUB88_ANSWER_TIMEOUT_MS;
    const givenUp = new Promise<null>((r) => (timer = setTimeout(() => r(null), timeoutMs)));
    void delivered.then((reply) => {
      if (waited && reply) late.push({ path, body: reply.body });
    });
    const reply = await Promise.race([delivered, givenUp.then(() => ((waited = true), null))]);
    clearTimeout(timer);
    return reply;
  }

  async function once(path: string, raw: string): Promise<Record<string, unknown> | null> {
    const headers = {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: createSign('sha256').update(raw).sign(deps.privateKey, 'base64'),
    };
    const times = Math.random() < deps.faults.duplicateRate ? 2 : 1;
    const replies = await Promise.all(Array.from({ length: times }, () => deliver(path, raw, headers)));
    const reply = replies[0];
    if (!reply || reply.status !== 200 || !reply.body || typeof reply.body !== 'object') return null;
    return Math.random() < deps.faults.lostAnswerRate ? null : (reply.body as Record<string, unknown>);
  }

  /** The call until it is answered or `attempts` run out; each attempt the same transaction. */
  async function call(path: string, fields: Record<string, unknown>, attempts = 1) {
    for (let i = 0; i < attempts; i++) {
      const answer = await once(path, JSON.stringify({ ...fields, request_uuid: randomUUID() }));
      if (answer) return answer;
      if (i + 1 < attempts) await new Promise((r) => setTimeout(r, (deps.retryDelayMs ?? 50) * (i + 1)));
    }
    return null;
  }

  const record = (uuid: string, t: Omit<SentTransaction, 'state'>, answer: Record<string, unknown> | null) =>
    sent.set(uuid, { ...t, state: !answer ? 'unanswered' : answer.status === 'RS_OK' ? 'ok' : 'refused' });

  const balanceOf = (answer: Record<string, unknown>, currency: string) =>
    typeof answer.balance === 'number'
      ? (toMinor(answer.balance, currency) ?? (answer.balance === 0 ? 0n : null))
      : null;

  return {
    sent,
    late,

    /** The member's balance at the operator, in minor units; null when it did not answer. */
    async balance(claims: LaunchClaims): Promise<bigint | null> {
      const s = claims.seamless!;
      const answer = await call('/user/balance', { user: claims.playerId, token: s.token, game_code: claims.gameCode });
      return answer?.status === 'RS_OK' ? balanceOf(answer, s.currency) : null;
    },

    async play(
      claims: LaunchClaims,
      bet: bigint,
      resolve: (db: ProviderDb) => Promise<Outcome>,
      db: ProviderDb,
    ): Promise<SeamlessRound | SeamlessRefusal> {
      const s = claims.seamless!;
      const user = claims.playerId!;
      const round = randomUUID();
      const common = { user, token: s.token, round, game_code: claims.gameCode, currency: s.currency };
      const betUuid = randomUUID();
      const placed = await call('/transaction/bet', {
        ...common,
        transaction_uuid: betUuid,
        supplier_transaction_id: betUuid,
        round_closed: false,
        is_free: false,
        bet: 'round',
        amount: toUnits(bet, s.currency),
      });
      record(betUuid, { kind: 'bet', user, amount: bet }, placed);
      if (!placed) {
        const rollbackUuid = randomUUID();
        const rollback = { ...common, transaction_uuid: rollbackUuid, reference_transaction_uuid: betUuid };
        record(
          rollbackUuid,
          { kind: 'rollback', user, amount: bet },
          await call('/transaction/rollback', rollback, ROLLBACK_ATTEMPTS),
        );
        return { status: 503, error: 'wallet_unavailable' };
      }
      if (placed.status === 'RS_ERROR_NOT_ENOUGH_MONEY') return { status: 409, error: 'insufficient_balance' };
      if (placed.status !== 'RS_OK') return { status: 403, error: String(placed.status) };
      const outcome = await resolve(db);
      const winUuid = randomUUID();
      const win = {
        ...common,
        transaction_uuid: winUuid,
        supplier_transaction_id: winUuid,
        reference_transaction_uuid: betUuid,
        round_closed: true,
        is_free: false,
        amount: toUnits(outcome.win, s.currency),
      };
      const paid = await call('/transaction/win', win, WIN_ATTEMPTS);
      record(winUuid, { kind: 'win', user, amount: outcome.win }, paid);
      return { ...outcome, balance: balanceOf(paid ?? placed, s.currency) };
    },
  };
}

export type SeamlessCaller = ReturnType<typeof createSeamlessCaller>;
