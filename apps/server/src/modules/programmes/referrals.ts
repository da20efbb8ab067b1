import { randomCode } from '../../lib/crypto.js';
import { formatMinor } from '@playdeck/contract';
import type {
  RecommendProjectReply,
  RecommendRecordsReply,
  ReferredFriend,
  recommendRecordsRequest,
} from '@playdeck/contract';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/client.js';
import type { MemberRow } from '../identity/index.js';
import type { SiteRecord } from '../site/types.js';
import type { WalletService } from '../wallet/index.js';
import { FIRST_DEPOSIT_KIND, maskAccount, minorRules, ruleReplies, STAKE_KINDS } from './referral-rules.js';
import type { ReferralRepo } from './referral-repo.js';
import type { ProgrammeSettingsRepo } from './settings-repo.js';

const RECENT_AWARDS = 50;

type Friend = { id: number; account: string; createdAt: Date };

/** Recommend a friend, as the member sees it: their code and link, friends and awards. */
export function createReferrals(deps: { repo: ReferralRepo; settings: ProgrammeSettingsRepo; wallet: WalletService }) {
  const { repo } = deps;

  /** Is the programme running for this currency of the site (the bonus check's is_friend)? */
  async function active(site: SiteRecord, currency: string): Promise<boolean> {
    if (site.envConfig.recommendEnabled === false || !site.currencies.includes(currency as never)) return false;
    const row = await deps.settings.referral(site.siteId, currency);
    return Boolean(row?.enabled && row.rules.length);
  }

  async function codeOf(member: MemberRow): Promise<string> {
    if (member.recommendCode) return member.recommendCode;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        const code = await repo.ensureCode(member.siteId, member.id, randomCode());
        if (code) return code;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err; // another member has this code: draw again
      }
    }
    throw new Error('could not give the member a recommend code');
  }

  async function describe(site: SiteRecord, member: MemberRow, friends: Friend[]): Promise<ReferredFriend[]> {
    const ids = friends.map((f) => f.id);
    const [firsts, stakes, awarded] = await Promise.all([
      deps.wallet.firstPostings(site.siteId, ids, FIRST_DEPOSIT_KIND),
      deps.wallet.kindSums(site.siteId, ids, STAKE_KINDS),
      repo.awardedBy(site.siteId, ids),
    ]);
    const money = (v: bigint) => formatMinor(v, member.memberCurrency);
    return friends.map((f) => ({
      member_account: maskAccount(f.account),
      registered_at: f.createdAt.toISOString(),
      first_deposit: firsts.has(f.id) ? money(firsts.get(f.id)!) : null,
      turnover: money(-(stakes.get(f.id) ?? 0n)),
      awarded: money(awarded.get(f.id) ?? 0n),
    }));
  }

  return {
    active,

    async project(site: SiteRecord, member: MemberRow, origin: string): Promise<RecommendProjectReply> {
      const currency = member.memberCurrency;
      const [on, code, row] = await Promise.all([
        active(site, currency),
        codeOf(member),
        deps.settings.referral(site.siteId, currency),
      ]);
      return {
        active: on ? 1 : 0,
        currency,
        recommend_code: code,
        link: `${origin}/register?invite=${encodeURIComponent(code)}`,
        rules: on ? ruleReplies(minorRules(row), currency) : [],
      };
    },

    async records(
      site: SiteRecord,
      member: MemberRow,
      body: z.output<typeof recommendRecordsRequest>,
    ): Promise<RecommendRecordsReply> {
      const page = { offset: (body.page - 1) * body.count, limit: body.count };
      const [{ rows, total }, recent, sum] = await Promise.all([
        repo.friends(site.siteId, member.id, page),
        repo.recentAwards(site.siteId, member.id, RECENT_AWARDS),
        repo.awardTotal(site.siteId, member.id),
      ]);
      return {
        friends: await describe(site, member, rows),
        total,
        awards: recent.map(({ award, friendAccount }) => ({
          id: award.id,
          friend_account: maskAccount(friendAccount),
          kind: award.kind,
          amount: formatMinor(award.amount, award.currency),
          paid_at: award.createdAt.toISOString(),
        })),
        award_total: formatMinor(sum, member.memberCurrency),
      };
    },

    async search(site: SiteRecord, member: MemberRow, account: string): Promise<ReferredFriend | null> {
      const friend = await repo.friendByAccount(site.siteId, member.id, account.trim());
      return friend ? ((await describe(site, member, [friend]))[0] ?? null) : null;
    },
  };
}

export type Referrals = ReturnType<typeof createReferrals>;
