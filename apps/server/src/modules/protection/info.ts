import type { ProtectionInfoReply, ProtectionLimitState } from '@playdeck/contract';
import { formatLimitValue, formatMinor, PROTECTION_MEASURES } from '@playdeck/contract';
import { applyingLimits, limitOf } from './checks.js';
import type { ProtectionRepo } from './repo.js';
import { lowestLimit, raiseDates, WINDOW_MS } from './rules.js';
import type { ProtectionSources } from './types.js';
import type { MemberRef, UsageOf } from './usage.js';

/** The member's whole protection state, as the Responsible gaming page shows it. */
export function createProtectionInfo(deps: {
  repo: ProtectionRepo;
  sources: ProtectionSources;
  usageOf: UsageOf;
  /** Whether the member's site offers a deposit limit before a deposit (a site and currency setting). */
  promptOffered: (siteId: number, currency: string) => Promise<boolean>;
  now: () => Date;
}) {
  const { repo } = deps;
  return async function info(member: MemberRef): Promise<ProtectionInfoReply> {
    const now = deps.now();
    const money = (v: bigint) => formatMinor(v, member.currency);
    const [rows, raises, block, settings, offered, lifetime, recent, ...usages] = await Promise.all([
      repo.limits(member),
      repo.pendingRaises(member),
      repo.activeBlock(member, now),
      repo.member(member),
      deps.promptOffered(member.siteId, member.currency),
      deps.sources.netDeposits(member),
      deps.sources.netDeposits(member, new Date(now.getTime() - WINDOW_MS.month)),
      ...PROTECTION_MEASURES.map((measure) => deps.usageOf(member, measure, now)),
    ]);
    const limits: ProtectionLimitState[] = PROTECTION_MEASURES.flatMap((measure, m) =>
      applyingLimits(rows, measure).map(({ period, limit }) => {
        const value = (v: bigint) => formatLimitValue(measure, v, member.currency);
        const used = usages[m]![period];
        const raise = raises.find((r) => r.measure === measure && r.period === period);
        const dates = raise && raiseDates(raise.requestedAt);
        // A raise not confirmed in time is gone; the next change closes its row.
        const pending =
          raise && dates && now < dates.lapsesAt
            ? {
                amount: raise.amount === null ? null : value(raise.amount),
                requested_at: raise.requestedAt.toISOString(),
                confirmable_at: dates.confirmableAt.toISOString(),
                lapses_at: dates.lapsesAt.toISOString(),
              }
            : null;
        const own = limitOf(rows, 'member', measure, period);
        // The member sees the operator's side as one: the lower of the limit on them and the site's.
        const operator = lowestLimit(
          limitOf(rows, 'operator', measure, period),
          limitOf(rows, 'site', measure, period),
        );
        return {
          measure,
          period,
          member: own === undefined ? null : value(own),
          operator: operator === undefined ? null : value(operator),
          applies: limit === undefined ? null : value(limit),
          used: value(used),
          left: limit === undefined ? null : value(limit > used ? limit - used : 0n),
          pending,
        };
      }),
    );
    return {
      currency: member.currency,
      limits,
      net_deposits: { lifetime: money(lifetime), last_30_days: money(recent) },
      reality_check_minutes: settings?.realityCheckMinutes ?? 0,
      block: block
        ? {
            kind: block.kind,
            starts_at: block.startsAt.toISOString(),
            ends_at: block.endsAt?.toISOString() ?? null,
          }
        : null,
      deposit_limit_prompt:
        offered && !settings?.promptSkippedAt && !rows.some((r) => r.setter === 'member' && r.measure === 'deposit'),
    };
  };
}
