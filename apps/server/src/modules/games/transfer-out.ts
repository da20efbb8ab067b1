import { randomUUID } from 'node:crypto';
import { playerIdOf } from './provider-client.js';
import { recordTransfer } from './transfer-records.js';
import type { Settlement } from './transfer-settle.js';
import type { MemberRef, TransferDeps, TransferResult } from './transfer-records.js';

/** Brings the member's whole balance at the provider (as the provider reports it now) back to main. */
export function createTransferOut(deps: TransferDeps, settlement: Settlement) {
  return async function transferOut(m: MemberRef, gpId: string): Promise<TransferResult> {
    const playerId = playerIdOf(gpId, m.memberId);
    // Throws OutcomeUnknown when the provider does not answer: nothing has moved then.
    const balance = await deps.provider.balance({ siteId: m.siteId, playerId });
    if (balance <= 0n) return { state: 'nothing' };
    const transfer = await deps.repo.transaction((tx) =>
      recordTransfer(deps, tx, {
        id: randomUUID(),
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
