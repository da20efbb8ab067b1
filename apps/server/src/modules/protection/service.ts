import type { FastifyBaseLogger } from 'fastify';
import type { MemberRow } from '../identity/index.js';
import { createBlocks } from './blocks.js';
import { createMoneyCheck } from './checks.js';
import { createProtectionInfo } from './info.js';
import { createMemberLimits } from './limits.js';
import type { ProtectionRepo } from './repo.js';
import type { ProtectionSources } from './types.js';
import type { MemberRef } from './usage.js';
import { createUsage } from './usage.js';

/** Player protection's parts, on one clock (a test moves it with the system time). */
export function createProtectionService(deps: {
  repo: ProtectionRepo;
  sources: ProtectionSources;
  endAllSessions: (member: MemberRow, code: number) => Promise<void>;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { repo } = deps;
  const usageOf = createUsage(deps.sources);
  return {
    info: createProtectionInfo({ repo, sources: deps.sources, usageOf, now }),
    limits: createMemberLimits({ repo, now }),
    blocks: createBlocks({ ...deps, now }),
    moneyCheck: createMoneyCheck({ repo, usageOf, now }),
    async setRealityCheck(member: MemberRef, minutes: number): Promise<void> {
      await repo.transaction(async (tx) => {
        await repo.lockMember(tx, member, now());
        await repo.setRealityCheck(tx, member, minutes, now());
      });
    },
    async blocked(siteId: number, memberId: number): Promise<boolean> {
      return (await repo.activeBlock({ siteId, memberId }, now())) !== undefined;
    },
  };
}

export type ProtectionService = ReturnType<typeof createProtectionService>;
