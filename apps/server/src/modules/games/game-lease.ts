import type { GamesRepo, OpenGameRow } from './repo.js';
import type { MemberRef } from './transfers.js';

/**
 * An open game is a lease on the member's money at its provider (decision 0038). It blocks the member's
 * and finance's balance-back only for a grace after it was opened (or opened again); after that they
 * close it and bring the balance home through the provider, whose transfer is atomic with its bets, so
 * a bet still in flight in a tab left open is refused or counted once. After the lease (the provider's
 * play session) the reconciler closes it itself.
 */
export interface GameLease {
  /** The provider's play session: no bet is taken after it, so the reconciler closes the game. */
  leaseMs: number;
  /** How long a newly opened game keeps balance-back away from it. */
  graceMs: number;
}

/**
 * Whether the member's open game (if any) still holds their balance: false when there is none or it was
 * past its grace and has just been closed.
 */
export async function gameHolds(
  deps: { repo: GamesRepo; lease: GameLease },
  m: MemberRef,
  open: OpenGameRow | undefined,
): Promise<boolean> {
  if (!open) return false;
  return !(await deps.repo.closeGameOpenedBefore(m, new Date(Date.now() - deps.lease.graceMs)));
}

/** A game opened (or opened again) less than the grace ago. */
export const withinGrace = (lease: GameLease, open: OpenGameRow, now = Date.now()) =>
  now - open.openedAt.getTime() < lease.graceMs;
