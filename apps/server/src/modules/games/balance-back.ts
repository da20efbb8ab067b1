import type { BalanceBackReply } from '@playdeck/contract';
import { BALANCE_BACK_CODES, channels, formatMinor } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import { inMaintenance } from './catalogue.js';
import type { PlayDeps } from './play-deps.js';
import { mainCash } from './play-deps.js';
import { OutcomeUnknown } from './provider-client.js';
import type { MemberRef } from './transfers.js';
import { TransferBusy } from './transfers.js';

export type BringBack = (m: MemberRef, only?: string) => Promise<BalanceBackReply & { minor: bigint }>;

/** Bringing balances back from providers to the main wallet (R§4 leave, S§7 and R§7 balance back). */
export function createBalanceBack(deps: PlayDeps) {
  const { catalogue, transfers } = deps;

  /** Brings back one provider's balance (or every provider's); errors carry the 101–105 codes. */
  const bringBack: BringBack = async (m, only) => {
    if (await transfers.hasPending(m.siteId, m.memberId)) {
      throw new ApiError(BALANCE_BACK_CODES.inProgress, 'a balance-back is already in progress');
    }
    const c = await catalogue.forSite(m.siteId);
    const targets = only ? [only] : await deps.wallet.providerWallets(m.siteId, m.memberId);
    let amount = 0n;
    let skippedForMaintenance = false;
    let unavailable = false;
    for (const gpId of targets) {
      const provider = c.providers.get(gpId);
      if (provider && inMaintenance(provider)) {
        skippedForMaintenance = true;
        continue;
      }
      try {
        const result = await transfers.transferOut(m, gpId);
        if (result.state === 'settled') amount += result.transfer.amount;
        if (result.state === 'pending') unavailable = true;
      } catch (err) {
        if (err instanceof TransferBusy) throw new ApiError(BALANCE_BACK_CODES.inProgress, 'in progress');
        if (err instanceof OutcomeUnknown) unavailable = true;
        else throw err;
      }
    }
    if (amount === 0n && unavailable) {
      throw new ApiError(BALANCE_BACK_CODES.providerUnavailable, 'a game provider did not answer; try again later');
    }
    if (amount === 0n && skippedForMaintenance) {
      throw new ApiError(BALANCE_BACK_CODES.maintenance, 'a game provider is under maintenance');
    }
    return { member_cash: await mainCash(deps, m), amount: formatMinor(amount, m.currency), minor: amount };
  };

  return {
    bringBack,

    /** One-click balance back (S§7 balance_get_back, R§7 balance/all/back). */
    async balanceBack(m: MemberRef, all: boolean): Promise<BalanceBackReply> {
      if (await deps.repo.openGame(m)) {
        throw new ApiError(BALANCE_BACK_CODES.playing, 'a game is open; close it first');
      }
      const { minor, ...reply } = await bringBack(m);
      if (minor === 0n) throw new ApiError(BALANCE_BACK_CODES.nothingToBring, 'there is no balance to bring back');
      if (all) deps.realtime.publish(channels.member(m.memberId), 'all_transfer_back', {});
      return reply;
    },
  };
}
