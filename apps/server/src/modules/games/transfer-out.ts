import { randomUUID } from 'node:crypto';
import { playerIdOf } from './provider-client.js';
import { recordTransfer } from './transfer-records.js';
import type { Settlement } from './transfer-settle.js';
import type { MemberRef, TransferAsked, TransferDeps, TransferResult } from './transfer-records.js';

/**
 * Brings the member's whole balance at the provider (as the provider reports it now), or `amount` of
 * it, back to main. 'nothing' when the provider holds nothing (or less than `amount`).
 */
export function createTransferOut(deps: TransferDeps, settlement: Settlement) {
  return async function transferOut(m: MemberRef, gpId: string, only?: TransferAsked): Promise<TransferResult> {
    const playerId = playerIdOf(gpId, m.memberId);
    // Throws OutcomeUnknown when the provider does not answer: nothing has moved then.
    const held = await deps.provider.balance({ siteId: m.siteId, playerId });
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
