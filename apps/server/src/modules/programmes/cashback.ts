import { formatMinor, PROGRAMME_CODES as CODES } from '@playdeck/contract';
import type { CashSurplusClaimReply, CashSurplusGrant, CashSurplusInfoReply } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import type { Audit } from '../audit/types.js';
import type { MemberRow } from '../identity/index.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { SiteRecord } from '../site/types.js';
import type { WalletService } from '../wallet/index.js';
import { holderOf } from '../wallet/index.js';
import type { CashbackRepo, GrantRow } from './cashback-repo.js';
import { cashbackFor, lossOf } from './cashback-rules.js';
import { periodAt } from '../../lib/periods.js';
import { postProgrammePayment, tellPaid } from './programme-posting.js';
import type { CashbackSettingsRow, ProgrammeSettingsRepo } from './settings-repo.js';

interface Deps {
  repo: CashbackRepo;
  settings: ProgrammeSettingsRepo;
  wallet: WalletService;
  realtime: RealtimeHub;
  audit: Audit;
}

const grantReply = (g: GrantRow, now: Date): CashSurplusGrant => ({
  id: g.id,
  period_start: g.periodStart.toISOString(),
  period_end: g.periodEnd.toISOString(),
  net_loss: formatMinor(g.netLoss, g.currency),
  amount: formatMinor(g.amount, g.currency),
  // A claimable grant past its time is expired even before the job marks it.
  status: g.status === 'claimable' && g.claimUntil <= now ? 'expired' : g.status,
  claim_until: g.claimUntil.toISOString(),
  paid_at: g.paidAt?.toISOString() ?? null,
});

/** Cash surplus as the member sees it: is it running, what is claimable, and the claim. */
export function createCashback(deps: Deps) {
  const { repo } = deps;

  async function settingsOf(site: SiteRecord, currency: string): Promise<CashbackSettingsRow | undefined> {
    if (!site.currencies.includes(currency as never)) return undefined;
    const row = await deps.settings.cashback(site.siteId, currency);
    return row?.enabled ? row : undefined;
  }

  async function current(site: SiteRecord, member: MemberRow, s: CashbackSettingsRow, now: Date) {
    const period = periodAt(s.period, now);
    const results = await deps.wallet.gameResults(site.siteId, s.currency, period.start, now, member.id);
    const loss = lossOf(results.get(member.id) ?? 0n);
    return {
      period_start: period.start.toISOString(),
      period_end: period.end.toISOString(),
      net_loss: formatMinor(loss, s.currency),
      estimate: formatMinor(cashbackFor(s, loss), s.currency),
    };
  }

  return {
    active: async (site: SiteRecord, currency: string) => Boolean(await settingsOf(site, currency)),

    /** The layout's cash_back_status: 1 while the member has cash back to claim. */
    claimable: (siteId: number, memberId: number) => repo.hasClaimable(siteId, memberId, new Date()),

    async info(site: SiteRecord, member: MemberRow): Promise<CashSurplusInfoReply> {
      const now = new Date();
      const s = await settingsOf(site, member.memberCurrency);
      const grants = (await repo.recent(site.siteId, member.id)).map((g) => grantReply(g, now));
      return {
        active: s ? 1 : 0,
        currency: member.memberCurrency,
        settings: s
          ? {
              rate_permille: s.ratePermille,
              cap: formatMinor(s.cap, s.currency),
              minimum: formatMinor(s.minimum, s.currency),
              period: s.period,
              mode: s.mode,
            }
          : null,
        current: s ? await current(site, member, s, now) : null,
        grants,
      };
    },

    /** Pays one claimable grant once: the conditional update lets one of any number of claims through. */
    async claim(site: SiteRecord, member: MemberRow, id: number): Promise<CashSurplusClaimReply> {
      const grant = await repo.byId(site.siteId, member.id, id);
      if (!grant) throw new ApiError(CODES.grantNotFound, 'cashback.err.not_found');
      // A member on a time-out or self-excluded gets no promotion (player protection says why).
      await deps.wallet.beforeMoney.run({ move: 'promotion_award', ...holderOf(member), amount: null });
      const now = new Date();
      const paid = await repo.transaction(async (tx) => {
        const row = await repo.claim(tx, id, now);
        if (!row) return undefined;
        await postProgrammePayment(tx, deps, {
          site,
          memberId: member.id,
          currency: row.currency,
          amount: row.amount,
          kind: 'cash_surplus',
          reference: `cash-surplus:${row.id}`,
          idempotencyKey: `cash-surplus:${row.id}`,
          actor: { name: member.memberAccount, role: 'member' },
          after: { grant_id: row.id, claimed: true },
        });
        return row;
      });
      if (!paid) {
        const again = await repo.byId(site.siteId, member.id, id);
        if (again?.status === 'paid') throw new ApiError(CODES.alreadyClaimed, 'cashback.err.already_claimed');
        throw new ApiError(CODES.claimExpired, 'cashback.err.expired');
      }
      await tellPaid(deps, {
        siteId: site.siteId,
        memberId: member.id,
        currency: paid.currency,
        programme: 'cash_surplus',
      });
      return {
        amount: formatMinor(paid.amount, paid.currency),
        member_cash: await deps.wallet.mainBalance(site.siteId, member.id, paid.currency),
      };
    },
  };
}

export type Cashback = ReturnType<typeof createCashback>;
