import type { ExclusionPeriod, TimeOutPeriod } from '@playdeck/contract';
import { PROTECTION_CODES } from '@playdeck/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { MemberRow } from '../identity/index.js';
import type { ProtectionRepo } from './repo.js';
import { exclusionEnd, TIME_OUT_MS } from './rules.js';
import type { ProtectionSources } from './types.js';

/**
 * Time-outs and self-exclusions a member takes: in force at once, never shortened or lifted. Taking one
 * ends every session of the member (their pages are told why) and brings every game wallet's balance back
 * to the main wallet, so what they have is theirs to withdraw.
 */
export function createBlocks(deps: {
  repo: ProtectionRepo;
  sources: ProtectionSources;
  endAllSessions: (member: MemberRow, code: number) => Promise<void>;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { repo } = deps;

  async function take(member: MemberRow, kind: 'time_out' | 'self_exclusion', endsAt: Date | null, now: Date) {
    const key = { siteId: member.siteId, memberId: member.id };
    await repo.transaction(async (tx) => {
      await repo.lockMember(tx, key, now);
      await repo.addBlock(tx, { ...key, kind, startsAt: now, endsAt, setBy: 'member', reason: '' });
    });
    await bringBalancesBack(member);
    const code = kind === 'time_out' ? PROTECTION_CODES.timedOut : PROTECTION_CODES.selfExcluded;
    await deps.endAllSessions(member, code);
  }

  /** Each game wallet with money in it, brought back; an unknown outcome is left to the reconciler. */
  async function bringBalancesBack(member: MemberRow): Promise<void> {
    const bringBack = deps.sources.wallet.operatorBringBack.get();
    const providers = await deps.sources.wallet.providerWallets(member.siteId, member.id);
    const ref = { siteId: member.siteId, memberId: member.id, currency: member.memberCurrency };
    for (const gpId of providers) {
      try {
        const moved = await bringBack(ref, gpId);
        if (moved.state !== 'settled' && moved.state !== 'nothing') {
          deps.log.warn(
            { memberId: member.id, gpId, state: moved.state },
            'protection: a balance was not brought back',
          );
        }
      } catch (err) {
        deps.log.warn({ err, memberId: member.id, gpId }, 'protection: a balance was not brought back');
      }
    }
  }

  return {
    timeOut: (member: MemberRow, period: TimeOutPeriod) => {
      const now = deps.now();
      return take(member, 'time_out', new Date(now.getTime() + TIME_OUT_MS[period]), now);
    },
    exclude: (member: MemberRow, period: ExclusionPeriod) => {
      const now = deps.now();
      return take(member, 'self_exclusion', exclusionEnd(now, period), now);
    },
  };
}
