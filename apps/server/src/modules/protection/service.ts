import { PROTECTION_CODES } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import type { SignInAttempt } from '../identity/index.js';
import type { PersonDetails } from './marks.js';
import { accountMarks, personMarks } from './marks.js';
import type { BoundAccount } from '../payments/index.js';
import type { BlocksDeps } from './blocks.js';
import { createBlocks } from './blocks.js';
import { createMoneyCheck } from './checks.js';
import { createProtectionInfo } from './info.js';
import { createMemberLimits } from './limits.js';
import type { MemberRef } from './usage.js';
import { createUsage } from './usage.js';
import { bringBalancesBack } from './balance-back.js';
import type { PlayRepo } from './play-repo.js';
import { createPlayTime } from './play-time.js';
import { createProtectionAdmin } from './admin.js';
import type { Flags } from './flags.js';
import { createRealityChecks } from './reality.js';
import type { ProtectionSettingsStore } from './settings.js';
import type { Audit } from '../audit/types.js';

/** Player protection's parts, on one clock (a test moves it with the system time). */
export function createProtectionService(
  deps: Omit<BlocksDeps, 'now'> & {
    now?: () => Date;
    settings: ProtectionSettingsStore;
    flags: Flags;
    audit: Audit;
    play: PlayRepo;
  },
) {
  const now = deps.now ?? (() => new Date());
  const { repo } = deps;
  const usageOf = createUsage(deps.sources, deps.play);
  const blocks = createBlocks({ ...deps, now });
  const promptOffered = async (siteId: number, currency: string) =>
    (await deps.settings.read(siteId, currency)).depositLimitPrompt;

  /** Whether any of the person's details is marked excluded on the site's operator. */
  async function personExcluded(siteId: number, person: PersonDetails, at: Date): Promise<boolean> {
    const operator = (await deps.siteOf(siteId))?.operator;
    return operator !== undefined && repo.marked(operator, personMarks(deps.secret, person), at);
  }

  return {
    /** The check `identity.beforeSignIn` runs: a registration of a self-excluded person is refused. */
    async signInCheck(attempt: SignInAttempt): Promise<void> {
      if (attempt.kind !== 'registration' || !attempt.identifiers) return;
      if (await personExcluded(attempt.siteId, attempt.identifiers, now())) {
        throw new ApiError(PROTECTION_CODES.selfExcluded, 'protection.err.excluded_registration');
      }
    },
    usageOf,
    /**
     * The check payments run before a payout account is bound: an account marked by a self-exclusion on the
     * operator's sites is refused to any account of theirs not itself excluded (the excluded member may
     * still bind it, to withdraw).
     */
    async accountCheck(bound: BoundAccount): Promise<void> {
      const at = now();
      const operator = (await deps.siteOf(bound.siteId))?.operator;
      if (!operator || !(await repo.marked(operator, accountMarks(deps.secret, [bound]), at))) return;
      if (await repo.activeBlock(bound, at)) return;
      throw new ApiError(PROTECTION_CODES.selfExcluded, 'protection.err.excluded_account');
    },
    info: createProtectionInfo({ repo, sources: deps.sources, usageOf, promptOffered, now }),
    limits: createMemberLimits({ repo, now }),
    blocks,
    moneyCheck: createMoneyCheck({ repo, usageOf, now }),
    reality: createRealityChecks({ repo, sources: deps.sources, now }),
    playTime: createPlayTime({
      repo,
      play: deps.play,
      usageOf,
      bringBalancesBack: (member) => bringBalancesBack(deps, member),
      now,
    }),
    admin: createProtectionAdmin({
      repo,
      sources: deps.sources,
      usageOf,
      flags: deps.flags,
      blocks,
      audit: deps.audit,
      now,
    }),
    /** The member declines the deposit-limit offer; it is not made again. */
    async skipPrompt(member: MemberRef): Promise<void> {
      await repo.transaction(async (tx) => {
        await repo.lockMember(tx, member, now());
        await repo.skipPrompt(tx, member, now());
      });
    },
    async setRealityCheck(member: MemberRef, minutes: number): Promise<void> {
      await repo.transaction(async (tx) => {
        await repo.lockMember(tx, member, now());
        await repo.setRealityCheck(tx, member, minutes, now());
      });
    },
  };
}

export type ProtectionService = ReturnType<typeof createProtectionService>;
