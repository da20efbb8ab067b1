import type { LimitReachedData, ProtectionMeasure } from '@playdeck/contract';
import { formatLimitValue, PROTECTION_CODES, PROTECTION_PERIODS } from '@playdeck/contract';
import type { Tx } from '../../db/client.js';
import { ApiError } from '../../lib/envelope.js';
import type { MoneyAttempt, MoneyMove } from '../wallet/types.js';
import type { BlockRow, LimitRow, ProtectionRepo } from './repo.js';
import { lowestLimit } from './rules.js';
import type { UsageOf } from './usage.js';

/** The measures a move is held to: what it adds to, or what stops it once reached. */
const MEASURES_OF: Record<MoneyMove, ProtectionMeasure[]> = {
  deposit: ['deposit'],
  agent_transfer: ['deposit'],
  game_launch: ['loss', 'wager', 'session'],
  game_transfer_in: ['loss', 'wager', 'session'],
  game_bet: ['loss', 'wager', 'session'],
  activity_claim: [],
  roulette_spin: [],
  promotion_award: [],
};

const LIMIT_MESSAGE = {
  deposit: 'protection.err.deposit_limit',
  loss: 'protection.err.loss_limit',
  wager: 'protection.err.wager_limit',
  session: 'protection.err.session_limit',
} as const satisfies Record<ProtectionMeasure, string>;

/** One setter's limit of a measure and period, if set. */
export const limitOf = (rows: LimitRow[], setter: LimitRow['setter'], measure: string, period: string) =>
  rows.find((r) => r.setter === setter && r.measure === measure && r.period === period)?.amount;

/** The limits that apply to one measure, by period (the lowest of the member's, operator's and site's). */
export function applyingLimits(rows: LimitRow[], measure: ProtectionMeasure) {
  return PROTECTION_PERIODS.map((period) => ({
    period,
    limit: lowestLimit(
      limitOf(rows, 'member', measure, period),
      limitOf(rows, 'operator', measure, period),
      limitOf(rows, 'site', measure, period),
    ),
  }));
}

/**
 * The check player protection adds to the wallet's `beforeMoney`: a time-out or self-exclusion stops every
 * move; deposits (and agents' transfers to the member) stay within the deposit limits, counting the
 * amount asked; a game is not opened nor money moved into one once a loss, wager or session (play-time)
 * limit is reached, nor a transfer made that would pass a wager limit. Counting and allowing happen under the member's lock, in
 * the caller's transaction where it has one, so parallel moves cannot pass one limit together.
 */
export function createMoneyCheck(deps: { repo: ProtectionRepo; usageOf: UsageOf; now: () => Date }) {
  const { repo } = deps;

  function refuseWhenBlocked(block: Pick<BlockRow, 'kind' | 'endsAt'> | undefined): void {
    if (!block) return;
    const code = block.kind === 'time_out' ? PROTECTION_CODES.timedOut : PROTECTION_CODES.selfExcluded;
    const key = block.kind === 'time_out' ? 'protection.err.timed_out' : 'protection.err.self_excluded';
    throw new ApiError(code, key, 200, { ends_at: block.endsAt?.toISOString() ?? null });
  }

  /** Refuses when `asked` more (0: any more) would pass a limit of `measure`. */
  async function withinLimits(
    attempt: MoneyAttempt,
    rows: LimitRow[],
    measure: ProtectionMeasure,
    asked: bigint,
    now: Date,
    tx: Tx,
  ) {
    const limits = applyingLimits(rows, measure).filter((l) => l.limit !== undefined);
    if (limits.length === 0) return;
    const used = await deps.usageOf(attempt, measure, now, tx);
    for (const { period, limit } of limits) {
      const left = limit! - used[period];
      if (asked > left || left <= 0n) {
        const shown = formatLimitValue(measure, left > 0n ? left : 0n, attempt.currency);
        const data: LimitReachedData = { measure, period, left: shown };
        throw new ApiError(PROTECTION_CODES.limitReached, LIMIT_MESSAGE[measure], 200, data);
      }
    }
  }

  /** Refuses a blocked member; true when a limit applies to the move (its check then takes the member's lock). */
  async function limitApplies(attempt: MoneyAttempt, q: Tx | undefined, now: Date): Promise<boolean> {
    const { block, limits } = await repo.blockAndLimits(attempt, now, q);
    refuseWhenBlocked(block);
    const measures = MEASURES_OF[attempt.move];
    return measures.some((m) => applyingLimits(limits, m).some((l) => l.limit !== undefined));
  }

  /** The limits' check, under the member's lock until `tx` ends: one who set limits has their moves take turns. */
  async function withinLimitsLocked(attempt: MoneyAttempt, tx: Tx, now: Date): Promise<void> {
    await repo.lockMember(tx, attempt, now);
    // Read again under the lock: a limit changed meanwhile holds. Once for every measure the move meets.
    const rows = await repo.limits(attempt, tx);
    const amount = attempt.amount ?? 0n;
    if (attempt.move === 'deposit' || attempt.move === 'agent_transfer') {
      await withinLimits(attempt, rows, 'deposit', amount, now, tx);
    } else {
      await withinLimits(attempt, rows, 'loss', 0n, now, tx);
      await withinLimits(attempt, rows, 'wager', amount, now, tx);
      await withinLimits(attempt, rows, 'session', 0n, now, tx);
    }
  }

  return async function check(attempt: MoneyAttempt): Promise<void> {
    const now = deps.now();
    const { tx } = attempt;
    // Most members set no limit: their moves take no lock, and a move without a transaction of its own (a game's
    // launch) needs none for the first look either, one statement on the pool.
    if (!(await limitApplies(attempt, tx, now))) return;
    if (tx) return withinLimitsLocked(attempt, tx, now);
    await repo.transaction((t) => withinLimitsLocked(attempt, t, now));
  };
}
