import type { BalanceBackReply } from '@playdeck/contract';
import { BALANCE_BACK_CODES, channels, formatMinor } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import { inMaintenance } from './catalogue.js';
import { gameHolds } from './game-lease.js';
import type { PlayDeps } from './play-deps.js';
import { mainCash } from './play-deps.js';
import { OutcomeUnknown } from './provider-client.js';
import type { MemberRef } from './transfers.js';
import { TransferBusy } from './transfers.js';

export type BringBack = (m: MemberRef, only?: string) => Promise<BalanceBackReply & { minor: bigint }>;

/** Bringing balances back from providers to the main wallet: when a game is left, and on the balance-back calls. */
export function createBalanceBack(deps: PlayDeps) {
  const { catalogue, transfers } = deps;

  /** Brings back one provider's balance (or every provider's); errors carry the 101–105 codes. */
  const bringBack: BringBack = async (m, only) => {
    if (await transfers.hasPending(m.siteId, m.memberId)) {
      throw new ApiError(BALANCE_BACK_CODES.inProgress, 'one_key_err_code_101');
    }
    const c = await catalogue.forSite(m.siteId);
    const targets = only ? [only] : await deps.wallet.providerWallets(m.siteId, m.memberId);
    let amount = 0n;
    let skippedForMaintenance = false;
    let unavailable = false;
    for (const gpId of targets) {
      const provider = c.providers.get(gpId);
      // A seamless provider holds nothing of the member's: its bets were on the main wallet.
      if (provider?.walletMode === 'seamless') continue;
      if (provider && inMaintenance(provider)) {
        skippedForMaintenance = true;
        continue;
      }
      try {
        const result = await transfers.transferOut(m, gpId);
        if (result.state === 'settled') amount += result.transfer.amount;
        if (result.state === 'pending') unavailable = true;
      } catch (err) {
        if (err instanceof TransferBusy) throw new ApiError(BALANCE_BACK_CODES.inProgress, 'one_key_err_code_101');
        if (err instanceof OutcomeUnknown) unavailable = true;
        else throw err;
      }
    }
    if (amount === 0n && unavailable) {
      throw new ApiError(BALANCE_BACK_CODES.providerUnavailable, 'one_key_err_code_105');
    }
    if (amount === 0n && skippedForMaintenance) {
      throw new ApiError(BALANCE_BACK_CODES.maintenance, 'one_key_err_code_103');
    }
    return { member_cash: await mainCash(deps, m), amount: formatMinor(amount, m.currency), minor: amount };
  };

  return {
    bringBack,

    /** One-click balance back (balance_get_back, balance/all/back). */
    async balanceBack(m: MemberRef, all: boolean): Promise<BalanceBackReply> {
      // A game opened within the grace holds the money; an older one is closed and its balance comes
      // home through the provider (a leave that never arrived).
      if (await gameHolds(deps, m, await deps.repo.openGame(m))) {
        throw new ApiError(BALANCE_BACK_CODES.playing, 'one_key_err_code_104');
      }
      const { minor, ...reply } = await bringBack(m);
      if (minor === 0n) throw new ApiError(BALANCE_BACK_CODES.nothingToBring, 'one_key_err_code_102');
      if (all) deps.realtime.publish(channels.member(m.memberId), 'all_transfer_back', {});
      return reply;
    },
  };
}
