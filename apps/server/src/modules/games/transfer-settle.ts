import type { Tx } from '../../db/client.js';
import { OutcomeUnknown, playerIdOf, ProviderRefused } from './provider-client.js';
import { RECONCILE_JOB, reconcileDelayMs } from './reconcile-timing.js';
import type { TransferDeps, TransferResult, TransferRow } from './transfer-records.js';
import { transferPosting as posting } from './transfer-records.js';

/**
 * Settling a recorded transfer from what the provider answers. Each settlement first posts the game
 * result since the last one (`game_result`: the provider's balance after the transfer minus what our
 * mirror of it expected), so the books show every bet's net effect. Refusal of a transfer in refunds
 * the main wallet; nothing else ever refunds. No answer leaves the transfer pending for the reconciler.
 */
export function createSettlement(deps: TransferDeps) {
  const { repo, wallet } = deps;

  /** Another settlement got there first: report what it decided. */
  const alreadySettled = async (t: TransferRow): Promise<TransferResult> => ({
    state: 'settled',
    transfer: (await repo.find(t.id))!,
  });

  /**
   * The provider's balance (just before a transfer out, just after one in, or at a check) against our
   * mirror of it: the difference is the net of the bets and wins since the last settlement.
   */
  async function postResult(tx: Tx, t: TransferRow, target: bigint): Promise<void> {
    const mirror = await wallet.balanceIn(tx, { siteId: t.siteId, memberId: t.memberId, provider: t.gpId });
    const result = target - mirror;
    if (result !== 0n) await wallet.postIn(tx, posting(t, 'provider', result, 'game_result', 'result'));
  }

  async function settleApplied(t: TransferRow, providerBalance: bigint): Promise<TransferResult> {
    const settled = await repo.transaction(async (tx) => {
      const row = await repo.close(tx, t.id, 'settled', { providerBalance });
      if (!row) return undefined;
      await postResult(tx, t, t.direction === 'out' ? providerBalance + t.amount : providerBalance);
      if (t.direction === 'out') {
        await wallet.postIn(tx, posting(t, 'provider', -t.amount, 'game_transfer_out', 'provider'));
        await wallet.postIn(tx, posting(t, 'main', t.amount, 'game_transfer_out', 'main'));
      }
      return row;
    });
    if (!settled) return alreadySettled(t);
    if (t.direction === 'out') deps.onMainChanged(t);
    return { state: 'settled', transfer: settled };
  }

  async function settleRefused(t: TransferRow, reason: string): Promise<TransferResult> {
    const failed = await repo.transaction(async (tx) => {
      const row = await repo.close(tx, t.id, 'failed', { lastError: reason.slice(0, 500) });
      if (!row) return undefined;
      if (t.direction === 'in') {
        await wallet.postIn(tx, posting(t, 'provider', -t.amount, 'game_transfer_refund', 'refund-provider'));
        await wallet.postIn(tx, posting(t, 'main', t.amount, 'game_transfer_refund', 'refund-main'));
      }
      return row;
    });
    if (!failed) return alreadySettled(t);
    if (t.direction === 'in') deps.onMainChanged(t);
    return { state: 'failed', transfer: failed };
  }

  async function leavePending(t: TransferRow, reason: string): Promise<TransferResult> {
    const row = await repo.countAttempt(t.id, reason.slice(0, 500));
    if (!row) return alreadySettled(t);
    deps.log.warn({ transferId: t.id, attempts: row.attempts, reason }, 'game transfer outcome unknown');
    await deps.jobs
      .send(RECONCILE_JOB, { id: t.id }, { key: `${t.id}:${row.attempts}`, delayMs: reconcileDelayMs(row.attempts) })
      .catch((err: unknown) => deps.log.error({ err, transferId: t.id }, 'could not queue reconciliation'));
    return { state: 'pending', transfer: row };
  }

  /**
   * A check (a transfer of 0, holding the member's pending slot with this provider so no transfer moves
   * meanwhile): reads what the provider holds and books the game result up to it. Nothing is sent and no
   * money moves, so a check the provider does not answer simply fails.
   */
  async function check(t: TransferRow): Promise<TransferResult> {
    let held: bigint;
    try {
      held = await deps.provider.balance({
        siteId: t.siteId,
        playerId: playerIdOf(t.gpId, t.memberId),
        currency: t.currency,
      });
    } catch (err) {
      if (err instanceof OutcomeUnknown) return settleRefused(t, err.message);
      throw err;
    }
    const settled = await repo.transaction(async (tx) => {
      const row = await repo.close(tx, t.id, 'settled', { providerBalance: held });
      if (row) await postResult(tx, t, held);
      return row;
    });
    return settled ? { state: 'settled', transfer: settled } : alreadySettled(t);
  }

  /** Sends the transfer (again: the id makes a repeat safe) and settles what the provider answers. */
  async function attempt(t: TransferRow): Promise<TransferResult> {
    try {
      const outcome = await deps.provider.transfer({
        siteId: t.siteId,
        playerId: playerIdOf(t.gpId, t.memberId),
        currency: t.currency,
        transferId: t.id,
        direction: t.direction,
        amount: t.amount,
      });
      if (outcome.status === 'applied') return await settleApplied(t, outcome.balance);
      return await settleRefused(t, outcome.reason ?? 'rejected');
    } catch (err) {
      if (err instanceof ProviderRefused) return settleRefused(t, err.message);
      if (err instanceof OutcomeUnknown) return leavePending(t, err.message);
      throw err;
    }
  }

  return { settleApplied, settleRefused, leavePending, attempt, check };
}

export type Settlement = ReturnType<typeof createSettlement>;
