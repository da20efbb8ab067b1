import type { Tx } from '../../db/client.js';
import type { WalletService } from '../wallet/index.js';
import type { AccountDetails } from './marks.js';

/** Where protection reads what members did: the wallet's ledger and the payments' deposit orders. */
export interface ProtectionSources {
  wallet: Pick<WalletService, 'memberSumsSince' | 'providerWallets' | 'operatorBringBack' | 'unsettledResult'>;
  depositTotals(key: { siteId: number; memberId: number }, sinces: Date[], tx?: Tx): Promise<bigint[]>;
  netDeposits(key: { siteId: number; memberId: number }, since?: Date): Promise<bigint>;
  /** The payout accounts a member bound (a self-exclusion marks them). */
  payoutAccounts(siteId: number, memberId: number): Promise<AccountDetails[]>;
}
