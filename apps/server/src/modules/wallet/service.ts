import { channels, formatMinor } from '@playdeck/contract';
import type { RealtimeHub } from '../realtime/hub.js';
import type { Ledger, LedgerEntry, Posting } from './ledger.js';

/**
 * The wallet domain as other domains see it: post money through the ledger and tell the member's open
 * pages the new main balance (member.cash).
 */
export function createWalletService(ledger: Ledger, realtime: RealtimeHub) {
  async function mainBalance(siteId: number, memberId: number, currency: string): Promise<string> {
    const wallets = await ledger.balances(siteId, memberId);
    const main = wallets.find((w) => w.provider === '');
    return formatMinor(main?.balance ?? 0n, currency);
  }

  return {
    mainBalance,
    /** Every wallet of the member by provider ('' is main), in minor units. */
    async balances(siteId: number, memberId: number): Promise<Map<string, bigint>> {
      return new Map((await ledger.balances(siteId, memberId)).map((w) => [w.provider, w.balance]));
    },
    /** The main wallet's balance in minor units; undefined before the member's first posting. */
    async mainMinor(siteId: number, memberId: number): Promise<bigint | undefined> {
      return (await ledger.balances(siteId, memberId)).find((w) => w.provider === '')?.balance;
    },
    async post(posting: Posting): Promise<LedgerEntry> {
      const entry = await ledger.post(posting);
      if (!posting.provider) {
        const cash = formatMinor(entry.balanceAfter, posting.currency);
        realtime.publish(channels.member(posting.memberId), 'member.cash', { cash });
      }
      return entry;
    },
    mismatches: () => ledger.mismatches(),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
