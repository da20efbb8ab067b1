import { createHash } from 'node:crypto';
import { channels, formatMinor } from '@playdeck/contract';
import type { Tx } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/client.js';
import { ApiError } from '../../../lib/envelope.js';
import type { RealtimeHub } from '../../realtime/types.js';
import type { WalletService } from '../../wallet/index.js';
import { InsufficientFunds, SEAMLESS_KINDS } from '../../wallet/index.js';
import type { SeamlessRepo, SeamlessRow } from './seamless-repo.js';

/** What the wallet answers an aggregator's call, before its protocol words it. */
export type SeamlessStatus =
  'ok' | 'not_enough_money' | 'user_disabled' | 'duplicate' | 'not_found' | 'game_closed' | 'session_gone';

/**
 * Whether a site's provider takes new seamless bets from this aggregator: `closed` while it is switched off or
 * in maintenance, `not_seamless` once the operator has moved it to another wallet or aggregator (its open game
 * sessions end with it).
 */
export type SeamlessProviderState = 'open' | 'closed' | 'not_seamless';
export interface SeamlessAnswer {
  status: SeamlessStatus;
  /** The member's main balance in minor units. */
  balance: bigint;
}

export interface SeamlessMember {
  aggregator: string;
  siteId: number;
  memberId: number;
  gpId: string;
  currency: string;
}

export interface SeamlessMove extends SeamlessMember {
  uuid: string;
  /** Minor units, never negative. */
  amount: bigint;
  round: string | null;
  gameCode: string | null;
  /** The bet a win or rollback is about. */
  reference?: string;
}

/** Ends the transaction with an answer: nothing it wrote is kept. */
class Refusal extends Error {
  constructor(readonly status: SeamlessStatus) {
    super(status);
  }
}

/** Ends the transaction: its uuid was taken by a call that committed first, whose answer is given. */
class TakenBefore extends Error {}

const fingerprintOf = (kind: string, m: SeamlessMove) =>
  createHash('sha256')
    .update(JSON.stringify([kind, m.siteId, m.memberId, m.gpId, m.currency, m.amount.toString(), m.reference ?? null]))
    .digest('base64url');

/** The uuid's row, with the answer every repeat of the call gets. */
const rowOf = (kind: SeamlessRow['kind'], m: SeamlessMove, answer: SeamlessAnswer) => ({
  aggregator: m.aggregator,
  transactionUuid: m.uuid,
  siteId: m.siteId,
  memberId: m.memberId,
  gpId: m.gpId,
  kind,
  amount: m.amount,
  currency: m.currency,
  referenceUuid: m.reference ?? null,
  round: m.round,
  gameCode: m.gameCode,
  fingerprint: fingerprintOf(kind, m),
  answer: { status: answer.status, balance: answer.balance.toString() },
});
const answerOf = (row: SeamlessRow): SeamlessAnswer => ({
  status: row.answer.status as SeamlessStatus,
  balance: BigInt(String(row.answer.balance)),
});

/**
 * The seamless wallet: an aggregator's bets, wins and rollbacks post straight on the member's main wallet.
 * Each transaction uuid moves money once, kept for good (a repeat gets the first answer; the same uuid
 * saying something else is a duplicate); a rollback of a bet never seen leaves a `void` row under the
 * bet's uuid, so the bet, arriving late, is refused. Bets pass the wallet's `beforeMoney` checks (player
 * protection) inside the transaction, and are refused while the provider is off, in maintenance or no longer
 * seamless; wins and rollbacks always settle.
 */
export function createSeamlessWallet(deps: {
  repo: SeamlessRepo;
  wallet: WalletService;
  realtime: RealtimeHub;
  /** False for a member who may not bet (disabled, frozen, or not of this site), read in the bet's transaction. */
  memberActive: (siteId: number, memberId: number, tx: Tx) => Promise<boolean>;
  providerState: (siteId: number, gpId: string, aggregator: string) => Promise<SeamlessProviderState>;
}) {
  const { repo, wallet } = deps;

  const mainBalance = async (m: SeamlessMember) => (await wallet.mainMinor(m.siteId, m.memberId)) ?? 0n;

  const post = (tx: Tx, m: SeamlessMove, amount: bigint, kind: string) =>
    wallet.postIn(tx, {
      siteId: m.siteId,
      memberId: m.memberId,
      currency: m.currency,
      amount,
      kind,
      reference: `${m.gpId}:${m.round ?? m.uuid}`,
      idempotencyKey: `${m.aggregator}:${m.uuid}`,
    });

  /** The first answer to this uuid when it was taken before (or `duplicate` when it said something else). */
  async function repeated(kind: SeamlessRow['kind'], m: SeamlessMove): Promise<SeamlessAnswer | undefined> {
    const first = await repo.find(m.aggregator, m.uuid);
    if (!first) return undefined;
    if (first.kind === kind && first.fingerprint === fingerprintOf(kind, m)) return answerOf(first);
    return { status: 'duplicate', balance: await mainBalance(m) };
  }

  /** A refusal, unless the uuid was taken before: a repeated call always gets the first answer. */
  async function refused(kind: SeamlessRow['kind'], m: SeamlessMove, status: SeamlessStatus) {
    return (await repeated(kind, m)) ?? { status, balance: await mainBalance(m) };
  }

  /**
   * Runs `apply`, then claims the uuid with its answer, in one transaction. A call of the same uuid running at
   * this moment waits at the claim (or at the ledger's key, a posting of the same uuid) for ours to end; one
   * that committed first makes ours roll back whole, and its answer is given. `apply` answers the balance
   * after, or throws a Refusal (nothing kept). The member's page hears of a changed balance once the
   * transaction has committed.
   */
  async function once(kind: SeamlessRow['kind'], m: SeamlessMove, apply: (tx: Tx) => Promise<bigint | null>) {
    try {
      const result = await repo.transaction(async (tx) => {
        const after = await apply(tx);
        const answer: SeamlessAnswer = {
          status: 'ok',
          balance: after ?? (await wallet.balanceIn(tx, { ...m, provider: '' })),
        };
        if (!(await repo.claim(tx, rowOf(kind, m, answer)))) throw new TakenBefore();
        return { answer, moved: after !== null };
      });
      if (result.moved) {
        const cash = formatMinor(result.answer.balance, m.currency);
        deps.realtime.publish(channels.member(m.memberId), 'member.cash', { cash });
      }
      return result.answer;
    } catch (err) {
      if (err instanceof Refusal) return refused(kind, m, err.status);
      const answer = err instanceof TakenBefore || isUniqueViolation(err) ? await repeated(kind, m) : undefined;
      if (answer) return answer;
      throw err;
    }
  }

  async function bet(m: SeamlessMove): Promise<SeamlessAnswer> {
    const provider = await deps.providerState(m.siteId, m.gpId, m.aggregator);
    if (provider !== 'open') return refused('bet', m, provider === 'closed' ? 'game_closed' : 'session_gone');
    return once('bet', m, async (tx) => {
      const { siteId, memberId, currency, amount } = m;
      if (!(await deps.memberActive(siteId, memberId, tx))) throw new Refusal('user_disabled');
      await wallet.beforeMoney.run({ move: 'game_bet', siteId, memberId, currency, amount, tx }).catch((err) => {
        // A time-out, self-exclusion or reached limit: the member may place no new bet.
        throw err instanceof ApiError ? new Refusal('user_disabled') : err;
      });
      const entry = await post(tx, m, -amount, SEAMLESS_KINDS.bet).catch((err) => {
        throw err instanceof InsufficientFunds ? new Refusal('not_enough_money') : err;
      });
      return entry.balanceAfter;
    });
  }

  async function win(m: SeamlessMove): Promise<SeamlessAnswer> {
    return once('win', m, async (tx) => {
      const placed = m.reference ? await repo.lock(tx, m.aggregator, m.reference) : undefined;
      if (!placed || placed.kind !== 'bet' || placed.rolledBack || !sameMember(placed, m)) {
        throw new Refusal('not_found');
      }
      if (m.amount === 0n) return null;
      return (await post(tx, m, m.amount, SEAMLESS_KINDS.win)).balanceAfter;
    });
  }

  async function rollback(m: SeamlessMove): Promise<SeamlessAnswer> {
    return once('rollback', m, async (tx) => {
      const reference = m.reference!;
      let placed = await repo.lock(tx, m.aggregator, reference);
      if (!placed) {
        // Never seen: a void row under its uuid refuses the bet should it come later.
        const voided = await repo.claim(tx, voidRow(m, reference));
        if (voided) return null;
        // The bet was being placed at this moment; it has committed now.
        placed = await repo.lock(tx, m.aggregator, reference);
      }
      if (!placed || !sameMember(placed, m)) throw new Refusal('not_found');
      if (placed.kind !== 'bet' || placed.rolledBack) return null;
      await repo.markRolledBack(tx, m.aggregator, reference);
      return (await post(tx, { ...m, amount: placed.amount }, placed.amount, SEAMLESS_KINDS.rollback)).balanceAfter;
    });
  }

  return { bet, win, rollback, balance: mainBalance };
}

const sameMember = (row: SeamlessRow, m: SeamlessMember) =>
  row.siteId === m.siteId && row.memberId === m.memberId && row.gpId === m.gpId;

const voidRow = (m: SeamlessMove, reference: string) => ({
  aggregator: m.aggregator,
  transactionUuid: reference,
  siteId: m.siteId,
  memberId: m.memberId,
  gpId: m.gpId,
  kind: 'void' as const,
  amount: 0n,
  currency: m.currency,
  referenceUuid: m.uuid,
  round: m.round,
  gameCode: m.gameCode,
  fingerprint: 'void',
  answer: {},
});

export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;
