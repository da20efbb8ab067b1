import { createBalanceBack } from './balance-back.js';
import { gameHolds, withinGrace } from './game-lease.js';
import { createLeave } from './leave.js';
import { createMyCash } from './my-cash.js';
import { createPlay } from './play.js';
import type { PlayDeps } from './play-deps.js';
import { providerNotAnswering } from './play-errors.js';
import { OutcomeUnknown } from './provider-client.js';
import { TransferBusy } from './transfers.js';
import { createWalletTransfer } from './wallet-transfer.js';
import type { MemberRef } from './transfers.js';

/** What an operator's bring-back did: `playing` refuses while a game is open, `busy` while one settles. */
export type OperatorBringBack = {
  state: 'settled' | 'pending' | 'failed' | 'nothing' | 'playing' | 'busy';
  amount: bigint;
};

export type { PlayMember, PlayRequest } from './play.js';

/** How many games the member's "last played" list keeps. */
const LAST_PLAYED_LIMIT = 30;

/**
 * Opening and leaving games, and bringing balances back: the member's main balance goes
 * into the game's provider before the game opens and comes back when the member leaves.
 */
export function createPlayService(deps: PlayDeps) {
  const { bringBack, balanceBack } = createBalanceBack(deps);
  return {
    play: createPlay(deps),
    openGame: (m: MemberRef) => deps.repo.openGame(m),
    notAnswering: providerNotAnswering,
    leave: createLeave(deps, bringBack),
    bringBack,
    balanceBack,
    walletTransfer: createWalletTransfer(deps),
    ...createMyCash({
      catalogue: deps.catalogue,
      provider: deps.provider,
      wallet: deps.wallet,
      transfers: deps.transfers,
    }),
    lastPlayed: (m: MemberRef): Promise<number[]> => deps.repo.lastPlayed(m, LAST_PLAYED_LIMIT),

    /** An operator brings one provider's balance home (a stuck balance), never under a game in its grace. */
    async operatorBringBack(m: MemberRef, gpId: string): Promise<OperatorBringBack> {
      // Within its grace an open game holds the money; after it, a game of this provider is closed.
      const open = await deps.repo.openGame(m);
      const held = open?.gpId === gpId ? await gameHolds(deps, m, open) : open && withinGrace(deps.lease, open);
      if (held) return { state: 'playing', amount: 0n };
      try {
        const result = await deps.transfers.transferOut(m, gpId);
        return { state: result.state, amount: result.state === 'settled' ? result.transfer.amount : 0n };
      } catch (err) {
        if (err instanceof TransferBusy) return { state: 'busy', amount: 0n };
        // The provider did not say its balance: nothing moved.
        if (err instanceof OutcomeUnknown) return { state: 'failed', amount: 0n };
        throw err;
      }
    },
  };
}

export type PlayService = ReturnType<typeof createPlayService>;
