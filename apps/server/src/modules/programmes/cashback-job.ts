import { channels } from '@playdeck/contract';
import type { Audit } from '../audit/types.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { SiteRecord } from '../site/types.js';
import type { WalletService } from '../wallet/index.js';
import type { CashbackRepo } from './cashback-repo.js';
import { cashbackFor, lossOf } from './cashback-rules.js';
import { endedPeriods } from '../../lib/periods.js';
import { claimUntil } from './claim-window.js';
import type { Period } from '../../lib/periods.js';
import { awardAllowed, postProgrammePayment, tellPaid } from './programme-posting.js';
import type { CashbackSettingsRow, ProgrammeSettingsRepo } from './settings-repo.js';

export const CASHBACK_JOB = 'programmes.cash-surplus';
export const CASHBACK_SECONDS = 60;
/** A job that was down catches up this many ended periods. */
const CATCH_UP_PERIODS = 3;

interface Deps {
  repo: CashbackRepo;
  settings: ProgrammeSettingsRepo;
  wallet: WalletService;
  realtime: RealtimeHub;
  audit: Audit;
  siteOf: (siteId: number) => Promise<SiteRecord | undefined>;
}

/**
 * Grants each period's cash back once it has ended: every member who lost at games in it gets
 * a grant, claimable for seven days or paid at once (the operator's mode). The grant's unique key per
 * member and period makes a second run, or a second node, grant nothing more. Periods that ended before
 * the settings were last saved are left alone: a new rate never reaches back.
 */
export function createCashbackJob(deps: Deps) {
  const { repo } = deps;

  async function grant(site: SiteRecord, s: CashbackSettingsRow, memberId: number, period: Period, loss: bigint) {
    const amount = cashbackFor(s, loss);
    if (amount === 0n) return false;
    if (!(await awardAllowed(deps.wallet, { siteId: site.siteId, memberId, currency: s.currency }))) return false;
    const now = new Date();
    const auto = s.mode === 'auto';
    const granted = await repo.transaction(async (tx) => {
      const row = await repo.insert(tx, {
        siteId: site.siteId,
        memberId,
        currency: s.currency,
        periodStart: period.start,
        periodEnd: period.end,
        netLoss: loss,
        amount,
        status: auto ? 'paid' : 'claimable',
        claimUntil: claimUntil(period),
        paidAt: auto ? now : null,
      });
      if (!row) return false;
      if (auto) {
        await postProgrammePayment(tx, deps, {
          site,
          memberId,
          currency: s.currency,
          amount,
          kind: 'cash_surplus',
          reference: `cash-surplus:${row.id}`,
          idempotencyKey: `cash-surplus:${row.id}`,
          actor: { name: 'cash surplus job', role: 'system' },
          after: { grant_id: row.id, period_start: period.start, net_loss: loss.toString() },
        });
      }
      return true;
    });
    if (!granted) return false;
    if (auto) await tellPaid(deps, { siteId: site.siteId, memberId, currency: s.currency, programme: 'cash_surplus' });
    else deps.realtime.publish(channels.member(memberId), 'programme.updated', { programme: 'cash_surplus' });
    return true;
  }

  /** `now` is the clock the periods are read against (a test moves it on). */
  return async function grantDue(now = new Date()): Promise<number> {
    let granted = 0;
    for (const s of await deps.settings.enabledCashbacks()) {
      const site = await deps.siteOf(s.siteId);
      if (!site) continue;
      const periods = endedPeriods(s.period, now, CATCH_UP_PERIODS).filter((p) => p.end > s.updatedAt);
      for (const period of periods) {
        const results = await deps.wallet.gameResults(site.siteId, s.currency, period.start, period.end);
        for (const [memberId, result] of results) {
          if (await grant(site, s, memberId, period, lossOf(result))) granted += 1;
        }
      }
    }
    for (const expired of await repo.expire(now)) {
      deps.realtime.publish(channels.member(expired.memberId), 'programme.updated', { programme: 'cash_surplus' });
    }
    return granted;
  };
}
