import type { ProtectionSessionReply, RealityCheckAnswer } from '@playdeck/contract';
import { formatMinor } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import { SEAMLESS_KINDS } from '../wallet/index.js';
import type { ProtectionRepo } from './repo.js';
import { WINDOW_MS } from './rules.js';
import type { ProtectionSources } from './types.js';
import type { MemberRef } from './usage.js';

/** A page's clock may run a little ahead of ours; a session start further in the future is refused. */
const CLOCK_SKEW_MS = 60_000;

/**
 * Reality checks: the open game's session as the prompt shows it (how long, and wins minus stakes since the
 * page opened it: those the games settled, and those the open game holds that our books have not settled
 * yet, read from the provider), and each answer recorded with that session.
 */
export function createRealityChecks(deps: { repo: ProtectionRepo; sources: ProtectionSources; now: () => Date }) {
  async function session(member: MemberRef, since: string): Promise<ProtectionSessionReply & { netMinor: bigint }> {
    const now = deps.now();
    const start = new Date(since);
    const age = now.getTime() - start.getTime();
    if (age < -CLOCK_SKEW_MS || age > WINDOW_MS.day) {
      throw new ApiError(400, 'protection.err.session_start', 400);
    }
    const key = { siteId: member.siteId, memberId: member.memberId };
    // Settled since the session started (seamless games' per bet), plus what an open transfer-wallet game holds
    // beyond our books (not settled yet).
    const [[settled = 0n], [seamless = 0n], open] = await Promise.all([
      deps.sources.wallet.memberSumsSince(key, 'game_result', 'providers', [start]),
      deps.sources.wallet.memberSumsSince(key, Object.values(SEAMLESS_KINDS), 'main', [start]),
      deps.sources.wallet.unsettledResult.get()(member),
    ]);
    const net = settled + seamless + open;
    return {
      currency: member.currency,
      played_seconds: Math.max(0, Math.floor(age / 1000)),
      net: formatMinor(net, member.currency),
      netMinor: net,
    };
  }

  return {
    async session(member: MemberRef, since: string): Promise<ProtectionSessionReply> {
      const { netMinor: _, ...reply } = await session(member, since);
      return reply;
    },
    async answer(member: MemberRef, since: string, answer: RealityCheckAnswer): Promise<ProtectionSessionReply> {
      const { netMinor, ...reply } = await session(member, since);
      await deps.repo.addRealityAnswer({
        siteId: member.siteId,
        memberId: member.memberId,
        answer,
        playedSeconds: reply.played_seconds,
        net: netMinor,
        answeredAt: deps.now(),
      });
      return reply;
    },
  };
}
