import type { LimitReachedData, ProtectionPlayReply } from '@playdeck/contract';
import { PROTECTION_CODES } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import { applyingLimits } from './checks.js';
import type { PlayRepo } from './play-repo.js';
import type { ProtectionRepo } from './repo.js';
import type { MemberRef, UsageOf } from './usage.js';

/**
 * The page beats every 60 s while a game is open; a beat this long after the last still continues the
 * stretch (one beat lost on a slow network does not split it), a later one starts a new stretch.
 */
export const BEAT_GAP_MS = 150_000;

/**
 * Play time and the session limit (decision 0052): each beat of a game page extends the member's stretch of
 * play; once a session limit is used up, the beat brings every game balance back (so no further stake can
 * be placed with it) and answers the limit reached, and launches and transfers into games are refused by
 * the money check until the window frees time again.
 */
export function createPlayTime(deps: {
  repo: ProtectionRepo;
  play: PlayRepo;
  usageOf: UsageOf;
  bringBalancesBack: (member: MemberRef) => Promise<void>;
  now: () => Date;
}) {
  return {
    async beat(member: MemberRef): Promise<ProtectionPlayReply> {
      const now = deps.now();
      const { limits, used } = await deps.repo.transaction(async (tx) => {
        await deps.repo.lockMember(tx, member, now);
        await deps.play.recordBeat(tx, member, now, BEAT_GAP_MS);
        const rows = await deps.repo.limits(member, tx);
        return { limits: applyingLimits(rows, 'session'), used: await deps.usageOf(member, 'session', now, tx) };
      });
      let left: bigint | undefined;
      for (const { period, limit } of limits) {
        if (limit === undefined) continue;
        if (used[period] >= limit) {
          await deps.bringBalancesBack(member);
          const data: LimitReachedData = { measure: 'session', period, left: '0' };
          throw new ApiError(PROTECTION_CODES.limitReached, 'protection.err.session_limit', 200, data);
        }
        const rest = limit - used[period];
        if (left === undefined || rest < left) left = rest;
      }
      return { played_minutes: Number(used.day), left_minutes: left === undefined ? null : Number(left) };
    },
  };
}
