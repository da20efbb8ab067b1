import { playerIdOf } from './provider-client.js';
import { createReconciler } from './reconcile.js';
import { createTransferIn } from './transfer-in.js';
import { createTransferOut } from './transfer-out.js';
import { createSettlement } from './transfer-settle.js';
import type { MemberRef, TransferDeps } from './transfer-records.js';

export type { MemberRef, TransferResult, TransferRow } from './transfer-records.js';
export { TransferBusy } from './transfer-records.js';

/**
 * Moves money between a member's main wallet and a provider (transfer-wallet model).
 *
 * A transfer is recorded (and the money taken from its source wallet) before the provider is called,
 * outside any database transaction; the answer settles it. No answer leaves it pending: the reconciler
 * asks the provider by transfer id and, if the provider never saw it, sends the same transfer again
 * (the id makes that safe), until the provider says applied or refused. Refusal of a transfer in
 * refunds the main wallet; nothing else ever refunds.
 *
 * Our per-provider wallet mirrors the member's balance at the provider. One pending transfer per member
 * and provider (a unique index) keeps settlements in the provider's order.
 */
export function createTransfers(deps: TransferDeps) {
  const { repo, provider } = deps;
  const players = new Set<string>();

  async function ensurePlayer(m: MemberRef, gpId: string): Promise<void> {
    const playerId = playerIdOf(gpId, m.memberId);
    const key = `${m.siteId}:${playerId}`;
    if (players.has(key)) return;
    await provider.ensurePlayer({ siteId: m.siteId, playerId, currency: m.currency });
    players.add(key);
  }

  /** Providers with a transfer of this member still settling. */
  const pendingProviders = async (siteId: number, memberId: number): Promise<Set<string>> =>
    new Set(await repo.pendingProviders(siteId, memberId));

  const settlement = createSettlement(deps);
  const { reconcile, reconcilePending } = createReconciler(deps, settlement);

  return {
    find: repo.find,
    ensurePlayer,
    transferIn: createTransferIn(deps, settlement, ensurePlayer),
    transferOut: createTransferOut(deps, settlement),
    pendingProviders,

    /** A transfer of this member (with this provider, when named) is still settling. */
    async hasPending(siteId: number, memberId: number, gpId?: string): Promise<boolean> {
      const pending = await pendingProviders(siteId, memberId);
      return gpId ? pending.has(gpId) : pending.size > 0;
    },

    reconcile,
    reconcilePending,
  };
}

export type Transfers = ReturnType<typeof createTransfers>;
