import { channels, formatMinor } from '@playdeck/contract';
import type { RealtimeHub } from '../realtime/types.js';
import type { Ledger, LedgerEntry, Posting, Tx } from './ledger.js';
import type { SumsRepo } from './sums-repo.js';
import { createHook, createPort } from '../../lib/hooks.js';
import type { BringBack, MoneyAttempt } from './types.js';

/**
 * The wallet domain as other domains see it: post money through the ledger and tell the member's open
 * pages the new main balance (member.cash).
 */
export function createWalletService(ledger: Ledger, realtime: RealtimeHub, sums: SumsRepo) {
  async function mainBalance(siteId: number, memberId: number, currency: string): Promise<string> {
    const wallets = await ledger.balances(siteId, memberId);
    const main = wallets.find((w) => w.provider === '');
    return formatMinor(main?.balance ?? 0n, currency);
  }

  return {
    /** Checks other domains add, run before money moves towards a member's play (lib/hooks.ts). */
    beforeMoney: createHook<MoneyAttempt>(),
    /** Provided by the games: an operator's bring-back of a provider wallet (the ledger's admin screen). */
    operatorBringBack: createPort<BringBack>('games bring-back'),
    /** Provided by the games: wins minus stakes the providers hold that our books have not settled yet. */
    unsettledResult:
      createPort<(member: { siteId: number; memberId: number; currency: string }) => Promise<bigint>>(
        'games unsettled result',
      ),
    mainBalance,
    /** Every wallet of the member by provider ('' is main), in minor units. */
    async balances(siteId: number, memberId: number): Promise<Map<string, bigint>> {
      return new Map((await ledger.balances(siteId, memberId)).map((w) => [w.provider, w.balance]));
    },
    /** The main wallet's balance in minor units; undefined before the member's first posting. */
    /** The main balance in minor units; undefined before the member's first posting. */
    mainMinor: ledger.mainBalance,
    async post(posting: Posting): Promise<LedgerEntry> {
      const entry = await ledger.post(posting);
      if (!posting.provider) {
        const cash = formatMinor(entry.balanceAfter, posting.currency);
        realtime.publish(channels.member(posting.memberId), 'member.cash', { cash });
      }
      return entry;
    },
    /**
     * A posting inside the caller's transaction, so the caller's own writes commit with it. Nothing is
     * pushed: the caller tells the member once the transaction has committed.
     */
    postIn: (tx: Tx, posting: Posting): Promise<LedgerEntry> => ledger.postIn(tx, posting),
    /** Providers this member has a wallet with (has ever transferred to). */
    providerWallets: (siteId: number, memberId: number) => ledger.providerWallets(siteId, memberId),
    /** How many members of a site hold money in a provider's wallet, as the caller's transaction sees it. */
    providerHolders: ledger.providerHolders,
    /** One wallet's balance as the caller's transaction sees it. */
    balanceIn: ledger.balanceIn,
    /** The main balance, locked until the caller's transaction ends. */
    lockMainBalance: ledger.lockMainBalance,
    mismatches: () => ledger.mismatches(),
    /** Sums of the main wallet's postings by kind (turnover: what was credited, what was staked). */
    mainSums: ledger.mainSums,
    /** Per member, for cash back and recommend a friend: first postings of a kind, sums of a kind, game results. */
    firstPostings: sums.firstPostings,
    kindSums: sums.kindSums,
    gameResults: sums.gameResults,
    /** One member's sums of a kind over several windows (player protection's deposits, wagers, losses). */
    memberSumsSince: sums.memberSumsSince,
    /** Nights each member of the site played after midnight (site time), since a date. */
    nightPlay: sums.nightPlay,
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
