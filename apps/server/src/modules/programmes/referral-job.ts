import type { ReferralRuleKind } from '@playdeck/contract';
import type { Audit } from '../audit/types.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { SiteRecord } from '../site/types.js';
import type { WalletService } from '../wallet/index.js';
import { awardAllowed, postProgrammePayment, tellPaid } from './programme-posting.js';
import type { ReferralRepo } from './referral-repo.js';
import type { MinorRule } from './referral-rules.js';
import { FIRST_DEPOSIT_KIND, minorRules, STAKE_KINDS } from './referral-rules.js';
import type { ProgrammeSettingsRepo, ReferralSettingsRow } from './settings-repo.js';

export const REFERRAL_AWARDS_JOB = 'programmes.referral-awards';
export const REFERRAL_AWARDS_SECONDS = 15;
const PAGE = 500;

interface Deps {
  repo: ReferralRepo;
  settings: ProgrammeSettingsRepo;
  wallet: WalletService;
  realtime: RealtimeHub;
  audit: Audit;
  siteOf: (siteId: number) => Promise<SiteRecord | undefined>;
}

/**
 * Pays what referred friends earned their referrers: for each enabled site and currency and
 * each rule, every friend not yet awarded for that rule whose first deposit (or turnover) has reached
 * the threshold. The award row's unique key and the posting's idempotency key pay each once, however
 * many runs or nodes get there.
 */
export function createReferralJob(deps: Deps) {
  const { repo, wallet } = deps;

  /** How far each friend got for the rule's kind. */
  async function progress(siteId: number, ids: number[], kind: ReferralRuleKind): Promise<Map<number, bigint>> {
    if (kind === 'first_deposit') return wallet.firstPostings(siteId, ids, FIRST_DEPOSIT_KIND);
    const stakes = await wallet.kindSums(siteId, ids, STAKE_KINDS);
    return new Map([...stakes].map(([id, sum]) => [id, -sum]));
  }

  async function pay(site: SiteRecord, rule: MinorRule, friendId: number, referrerId: number, currency: string) {
    if (!(await awardAllowed(wallet, { siteId: site.siteId, memberId: referrerId, currency }))) return false;
    const paid = await repo.transaction(async (tx) => {
      const award = await repo.insertAward(tx, {
        siteId: site.siteId,
        referrerId,
        friendId,
        kind: rule.kind,
        amount: rule.award,
        currency,
      });
      if (!award) return false;
      await postProgrammePayment(tx, deps, {
        site,
        memberId: referrerId,
        currency,
        amount: rule.award,
        kind: 'referral_award',
        reference: `referral:${award.id}`,
        idempotencyKey: `referral:${friendId}:${rule.kind}`,
        actor: { name: 'referral job', role: 'system' },
        after: { friend_id: friendId, rule: rule.kind },
      });
      return true;
    });
    if (paid) await tellPaid(deps, { siteId: site.siteId, memberId: referrerId, currency, programme: 'referral' });
    return paid;
  }

  async function runRule(site: SiteRecord, row: ReferralSettingsRow, rule: MinorRule): Promise<number> {
    let paid = 0;
    for (let after = 0; ;) {
      const page = await repo.unawarded(site.siteId, row.currency, rule.kind, after, PAGE);
      if (page.length === 0) return paid;
      const reached = await progress(
        site.siteId,
        page.map((c) => c.friendId),
        rule.kind,
      );
      for (const c of page) {
        const value = reached.get(c.friendId);
        if (value !== undefined && value >= rule.threshold && c.referrerId !== null) {
          if (await pay(site, rule, c.friendId, c.referrerId, row.currency)) paid += 1;
        }
      }
      after = page.at(-1)!.friendId;
    }
  }

  return async function payDue(): Promise<number> {
    let paid = 0;
    for (const row of await deps.settings.enabledReferrals()) {
      const site = await deps.siteOf(row.siteId);
      if (!site) continue;
      for (const rule of minorRules(row)) paid += await runRule(site, row, rule);
    }
    return paid;
  };
}
