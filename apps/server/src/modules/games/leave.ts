import type { BalanceBackReply } from '@playdeck/contract';
import { BALANCE_BACK_CODES, formatMinor } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import type { BringBack } from './balance-back.js';
import type { PlayDeps } from './play-deps.js';
import { mainCash } from './play-deps.js';
import type { MemberRef } from './transfers.js';

/** Closes the member's game and brings its provider's balance back (the leave call). */
export function createLeave(deps: Pick<PlayDeps, 'repo' | 'wallet'>, bringBack: BringBack) {
  return async function leave(m: MemberRef, gpId?: string): Promise<BalanceBackReply> {
    const open = await deps.repo.openGame(m);
    await deps.repo.closeGame(m);
    const provider = gpId ?? open?.gpId;
    try {
      const { minor: _minor, ...reply } = await bringBack(m, provider);
      return reply;
    } catch (err) {
      // Leaving always succeeds for the page; a balance that could not come back yet stays where it
      // is (the reconciler or the next balance-back settles it) and the page shows the main balance.
      if (err instanceof ApiError && err.code !== BALANCE_BACK_CODES.inProgress) {
        return { member_cash: await mainCash(deps, m), amount: formatMinor(0n, m.currency) };
      }
      throw err;
    }
  };
}
