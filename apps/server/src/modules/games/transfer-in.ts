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
    // What the wallet's checks are asked about: the amount, or the whole main balance as it reads now.
    const asked = only?.amount ?? (await wallet.mainMinor(m.siteId, m.memberId)) ?? 0n;
    if (asked <= 0n) return { state: 'nothing' };
    let transfer: TransferRow | undefined;
    try {
      transfer = await deps.repo.transaction(async (tx) => {
        // The checks (player protection's limits) count this move in this transaction, before the main
        // balance is locked: the order deposits and agents' transfers take too, so none waits on another.
        const { siteId, memberId, currency } = m;
        await wallet.beforeMoney.run({ move: 'game_transfer_in', siteId, memberId, currency, amount: asked, tx });
        const main = await wallet.lockMainBalance(tx, m.siteId, m.memberId);
        // Never more than was checked: money credited meanwhile stays in main.
        const balance = only?.amount ?? (main < asked ? main : asked);
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
