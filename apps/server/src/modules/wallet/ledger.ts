import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/client.js';
import { createWalletRepo } from './repo.js';
import type { LedgerEntry, WalletRow } from './repo.js';

// Other domains write inside their own transactions through postIn(); they name its handle from here.
export type { Tx } from '../../db/client.js';
export type { LedgerEntry, WalletRow } from './repo.js';

export interface Posting {
  siteId: number;
  memberId: number;
  currency: string;
  /** '' is the main wallet. */
  provider?: string;
  /** Minor units; negative takes money out. */
  amount: bigint;
  kind: string;
  reference: string;
  /** The same key never moves money twice: a repeat returns the first entry. */
  idempotencyKey: string;
}

export class InsufficientFunds extends Error {}

/**
 * The wallet that holds money a member asked to withdraw until it is paid or released. Wallets whose
 * name starts with `#` are the site's books, never a game provider.
 */
export const HELD_WALLET = '#held';

/**
 * The only writer of balances. Each posting updates the wallet (conditionally, so it can never go
 * below zero) and appends its ledger entry in one statement, inside the caller's transaction.
 */
export function createLedger(db: Db, opts: { onPosting?: (kind: string) => void } = {}) {
  const repo = createWalletRepo(db);

  /** Applies a posting inside the caller's transaction (the caller's own writes commit with it). */
  async function postIn(tx: Tx, p: Posting): Promise<LedgerEntry> {
    const key = { siteId: p.siteId, memberId: p.memberId, provider: p.provider ?? '' };
    let entry = await repo.postEntry(tx, key, p);
    if (!entry) {
      // The wallet's first posting makes it (one statement less for every other posting); otherwise the
      // balance would have gone below zero, and the second try says so too.
      await repo.ensureWallet(tx, key, p.currency);
      entry = await repo.postEntry(tx, key, p);
    }
    if (!entry) throw new InsufficientFunds('insufficient balance');
    opts.onPosting?.(p.kind);
    return entry;
  }

  async function post(p: Posting): Promise<LedgerEntry> {
    const before = await repo.entryByKey(p.siteId, p.idempotencyKey);
    if (before) return before;
    try {
      return await repo.transaction((tx) => postIn(tx, p));
    } catch (err) {
      // A concurrent posting with the same key committed first: ours rolled back whole.
      if (isUniqueViolation(err)) {
        const first = await repo.entryByKey(p.siteId, p.idempotencyKey);
        if (first) return first;
      }
      throw err;
    }
  }

  return {
    post,
    postIn,
    balances: (siteId: number, memberId: number): Promise<WalletRow[]> => repo.balances(siteId, memberId),
    providerWallets: repo.providerWallets,
    providerHolders: repo.providerHolders,
    balanceIn: repo.balanceIn,
    lockMainBalance: repo.lockMainBalance,
    mainBalance: repo.mainBalance,
    mismatches: repo.mismatches,
    mainSums: repo.mainSums,
  };
}

export type Ledger = ReturnType<typeof createLedger>;
