import type { Settlement } from './transfer-settle.js';
import type { TransferDeps, TransferResult } from './transfer-records.js';
import { playerIdOf } from './provider-client.js';

/**
 * The reconciler: asks the provider about a pending transfer by its id and settles what it says; if the
 * provider never saw it, sends the same transfer again (the id makes that safe), until the provider
 * says applied or refused.
 */
export function createReconciler(deps: Pick<TransferDeps, 'repo' | 'provider'>, settlement: Settlement) {
  /** Settles one pending transfer if the provider can tell (or take) it now. */
  async function reconcile(id: string): Promise<TransferResult | undefined> {
    const t = await deps.repo.find(id);
    if (!t || t.status !== 'pending') return undefined;
    // A check (amount 0) was never sent: its node stopped between claiming the slot and reading.
    if (t.amount === 0n) return settlement.check(t);
    let known;
    try {
      known = await deps.provider.transferStatus({
        transferId: id,
        siteId: t.siteId,
        playerId: playerIdOf(t.gpId, t.memberId),
        currency: t.currency,
      });
    } catch (err) {
      return settlement.leavePending(t, err instanceof Error ? err.message : String(err));
    }
    if (known.status === 'applied') return settlement.settleApplied(t, known.balance);
    if (known.status === 'rejected') return settlement.settleRefused(t, known.reason ?? 'rejected');
    return settlement.attempt(t);
  }

  return {
    reconcile,

    /** Every transfer pending for longer than `olderThanMs` (the sweep job, and tests). */
    async reconcilePending(olderThanMs = 10_000): Promise<number> {
      const ids = await deps.repo.pendingSince(new Date(Date.now() - olderThanMs), 500);
      for (const id of ids) await reconcile(id);
      return ids.length;
    },
  };
}
