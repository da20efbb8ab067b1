import type { FastifyBaseLogger } from 'fastify';
import type { BringBack } from './balance-back.js';
import type { GameLease } from './game-lease.js';
import type { GamesRepo } from './repo.js';

export const LEASE_SWEEP_JOB = 'games.lease-sweep';
export const LEASE_SWEEP_SECONDS = 60;

/**
 * Games whose lease ended (the member never left, or the leave was lost): each is closed and its
 * provider's balance comes home as a leave would bring it, a total loss being booked then. A provider
 * that does not answer keeps the money until the member's or finance's next balance-back.
 */
export function createLeaseSweep(deps: {
  repo: GamesRepo;
  lease: GameLease;
  log: FastifyBaseLogger;
  bringBack: BringBack;
  /** The member's currency; undefined for a member who no longer exists. */
  currencyOf: (siteId: number, memberId: number) => Promise<string | undefined>;
}) {
  return async function expireLeases(): Promise<number> {
    const cutoff = new Date(Date.now() - deps.lease.leaseMs);
    let closed = 0;
    for (const open of await deps.repo.openedBefore(cutoff, 100)) {
      const key = { siteId: open.siteId, memberId: open.memberId };
      // A launch since the query renewed the lease: that game stays.
      if (!(await deps.repo.closeGameOpenedBefore(key, cutoff))) continue;
      closed += 1;
      const currency = await deps.currencyOf(open.siteId, open.memberId);
      if (!currency) continue;
      await deps.bringBack({ ...key, currency }, open.gpId).catch((err: unknown) => {
        deps.log.warn({ err, ...key, gpId: open.gpId }, 'an expired game’s balance could not come home yet');
      });
    }
    return closed;
  };
}
