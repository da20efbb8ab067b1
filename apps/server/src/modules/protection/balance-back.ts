import type { FastifyBaseLogger } from 'fastify';
import type { ProtectionSources } from './types.js';
import type { MemberRef } from './usage.js';

/**
 * Each game wallet of the member with money in it, brought back to the main wallet (a time-out, a
 * self-exclusion, a session limit reached). An unknown outcome is left to the reconciler: nothing is
 * refunded on a guess.
 */
export async function bringBalancesBack(
  deps: { sources: ProtectionSources; log: FastifyBaseLogger },
  member: MemberRef,
): Promise<void> {
  const bringBack = deps.sources.wallet.operatorBringBack.get();
  const providers = await deps.sources.wallet.providerWallets(member.siteId, member.memberId);
  for (const gpId of providers) {
    try {
      const moved = await bringBack(member, gpId);
      if (moved.state !== 'settled' && moved.state !== 'nothing') {
        deps.log.warn(
          { memberId: member.memberId, gpId, state: moved.state },
          'protection: a balance was not brought back',
        );
      }
    } catch (err) {
      deps.log.warn({ err, memberId: member.memberId, gpId }, 'protection: a balance was not brought back');
    }
  }
}
