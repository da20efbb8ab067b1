import { randomUUID } from 'node:crypto';
import { isUniqueViolation } from '../../db/client.js';
import type { Settlement } from './transfer-settle.js';
import type { MemberRef, TransferAsked, TransferDeps, TransferResult, TransferRow } from './transfer-records.js';
import { recordTransfer, TransferBusy, transferPosting as posting } from './transfer-records.js';

/**
 * Moves the member's whole main balance (or `amount` of it) into the provider. The transfer is recorded
 * and the money taken from main in one transaction before the provider is called, outside any
 * transaction. 'nothing' when main holds nothing (or less than `amount`): nothing moved.
 */
export function createTransferIn(
  deps: TransferDeps,
  settlement: Settlement,
  ensurePlayer: (m: MemberRef, gpId: string) => Promise<void>,
) {
  const { wallet } = deps;

  return async function transferIn(m: MemberRef, gpId: string, only?: TransferAsked): Promise<TransferResult> {
    await ensurePlayer(m, gpId);
    const id = only?.id ?? randomUUID();
    let transfer: TransferRow | undefined;
    try {
      transfer = await deps.repo.transaction(async (tx) => {
        const main = await wallet.lockMainBalance(tx, m.siteId, m.memberId);
        const balance = only?.amount ?? main;
        if (balance <= 0n || balance > main) return undefined;
        const t = await recordTransfer(deps, tx, {
          id,
          siteId: m.siteId,
          memberId: m.memberId,
          gpId,
          currency: m.currency,
          direction: 'in',
          amount: balance,
          status: 'pending',
        });
        await wallet.postIn(tx, posting(t, 'main', -balance, 'game_transfer_in', 'main'));
        await wallet.postIn(tx, posting(t, 'provider', balance, 'game_transfer_in', 'provider'));
        return t;
      });
    } catch (err) {
      // Two transactions raced for the one pending slot; the loser's unique violation aborts it whole.
      if (isUniqueViolation(err)) throw new TransferBusy('a transfer is still settling');
      throw err;
    }
    if (!transfer) return { state: 'nothing' };
    deps.onMainChanged(m);
    return settlement.attempt(transfer);
  };
}
