import type { Tx } from '../../db/client.js';
import { adminErrors } from '../../lib/admin-error.js';
import type { WalletService } from '../wallet/index.js';
import type { TransferRepo } from './transfer-repo.js';

/** "1 member … holds", "3 members … hold". */
const members = (n: number, siteId: number, one: string, many: string) =>
  n === 1 ? `1 member of site ${siteId} ${one}` : `${n} members of site ${siteId} ${many}`;

/**
 * A provider's aggregator or wallet mode may change only while none of the site's members has money with
 * it: a balance left in its ledger wallet, or a transfer with it still pending, belongs to the old route
 * (the old aggregator's wallet, or the transfer wallet a seamless provider no longer brings back). The
 * counts are read in the edit's transaction, after its provider row is locked; a transfer that starts in
 * the instant before that transaction commits is not seen, and is brought back by the old route's own
 * reconciler as any pending transfer is.
 */
export function createProviderMoneyGuard(deps: { wallet: WalletService; transfers: TransferRepo }) {
  return async function assertNoMoneyWith(
    tx: Tx,
    key: { siteId: number; gpId: string },
    field: 'aggregator' | 'wallet_mode',
  ): Promise<void> {
    // One statement at a time on the transaction (PGlite runs them one by one anyway).
    const holding = await deps.wallet.providerHolders(tx, key.siteId, key.gpId);
    const pending = await deps.transfers.membersPendingWith(tx, key.siteId, key.gpId);
    if (holding === 0 && pending === 0) return;
    const who = [
      holding ? members(holding, key.siteId, 'holds', 'hold') + ` a balance with ${key.gpId}` : '',
      pending ? members(pending, key.siteId, 'has', 'have') + ` a transfer with ${key.gpId} pending` : '',
    ]
      .filter(Boolean)
      .join(' and ');
    const what = field === 'aggregator' ? 'the aggregator' : 'the wallet mode';
    throw adminErrors.conflict(`${who}: bring their money back to their main wallets before changing ${what}`, field);
  };
}

export type ProviderMoneyGuard = ReturnType<typeof createProviderMoneyGuard>;
