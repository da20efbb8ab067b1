import { randomUUID } from 'node:crypto';
import { playerIdOf } from './provider-client.js';
import { recordTransfer, TransferBusy } from './transfer-records.js';
import type { Settlement } from './transfer-settle.js';
import type { MemberRef, TransferAsked, TransferDeps, TransferResult } from './transfer-records.js';

/**
 * Brings the member's whole balance at the provider (as the provider reports it now), or `amount` of
 * it, back to main. 'nothing' when the provider holds nothing (or less than `amount`).
 *
 * A provider that holds nothing while our mirror of it holds a stake means the member lost it: that is
 * booked now (a check), in the period it happened, not at the next leave that brings money home.
 */
export function createTransferOut(deps: TransferDeps, settlement: Settlement) {
  /** Books the result up to what the provider holds, under the member's pending slot with it. */
  async function settleMirror(m: MemberRef, gpId: string): Promise<void> {
    const key = { siteId: m.siteId, memberId: m.memberId, provider: gpId };
    if ((await deps.repo.transaction((tx) => deps.wallet.balanceIn(tx, key))) === 0n) return;
    try {
      const check = await deps.repo.transaction((tx) =>
        recordTransfer(deps, tx, {
          id: randomUUID(),
          siteId: m.siteId,
          memberId: m.memberId,
          gpId,
          currency: m.currency,
          direction: 'out',
          amount: 0n,
          status: 'pending',
        }),
      );
      await settlement.check(check);
    } catch (err) {
      // Another transfer with this provider is settling: its settlement books the result.
      if (!(err instanceof TransferBusy)) throw err;
    }
  }

  return async function transferOut(m: MemberRef, gpId: string, only?: TransferAsked): Promise<TransferResult> {
    const playerId = playerIdOf(gpId, m.memberId);
    // Throws OutcomeUnknown when the provider does not answer: nothing has moved then.
    const held = await deps.provider.balance({ siteId: m.siteId, playerId, currency: m.currency });
    if (held === 0n) await settleMirror(m, gpId);
    const balance = only?.amount ?? held;
    if (balance <= 0n || balance > held) return { state: 'nothing' };
    const transfer = await deps.repo.transaction((tx) =>
      recordTransfer(deps, tx, {
        id: only?.id ?? randomUUID(),
        siteId: m.siteId,
        memberId: m.memberId,
        gpId,
        currency: m.currency,
        direction: 'out',
        amount: balance,
        status: 'pending',
      }),
    );
    return settlement.attempt(transfer);
  };
}
