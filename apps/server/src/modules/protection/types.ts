import type { Tx } from '../../db/client.js';
import type { WalletService } from '../wallet/index.js';

/** Where protection reads what members did: the wallet's ledger and the payments' deposit orders. */
export interface ProtectionSources {
  wallet: Pick<WalletService, 'memberSumsSince' | 'providerWallets' | 'operatorBringBack'>;
  depositTotals(key: { siteId: number; memberId: number }, sinces: Date[], tx?: Tx): Promise<bigint[]>;
  netDeposits(key: { siteId: number; memberId: number }, since?: Date): Promise<bigint>;
}
