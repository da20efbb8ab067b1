import type { FastifyRequest } from 'fastify';
import type { ProtectionMeasure, ProtectionPeriod, TimeOutPeriod } from '@playdeck/contract';
import { formatLimitValue, formatMinor, parseLimitValue, PROTECTION_MEASURES } from '@playdeck/contract';
import type { MemberProtectionRecord } from '@playdeck/contract/admin';
import { adminErrors } from '../../lib/admin-error.js';
import type { Audit } from '../audit/types.js';
import type { MemberRow } from '../identity/index.js';
import type { OperatorUser } from '../operators/types.js';
import type { Blocks } from './blocks.js';
import { applyingLimits, limitOf } from './checks.js';
import type { Flags } from './flags.js';
import type { ProtectionRepo } from './repo.js';
import { limitValueExpected, outOfOrder, raiseDates, WINDOW_MS } from './rules.js';
import type { ProtectionSources } from './types.js';
import type { UsageOf } from './usage.js';

type LimitPick = { measure: ProtectionMeasure; period: ProtectionPeriod };

/**
 * The console's side of a member's protection: the whole picture, and what operators may add — a limit
 * lower than the one they set before, a time-out — each with a reason and an audit row. Nothing here
 * loosens a member's limit or ends a block.
 */
export function createProtectionAdmin(deps: {
  repo: ProtectionRepo;
  sources: ProtectionSources;
  usageOf: UsageOf;
  flags: Flags;
  blocks: Blocks;
  audit: Audit;
  now: () => Date;
}) {
  const { repo } = deps;
  const refOf = (m: MemberRow) => ({ siteId: m.siteId, memberId: m.id, currency: m.memberCurrency });

  async function view(member: MemberRow): Promise<MemberProtectionRecord> {
    const ref = refOf(member);
    const now = deps.now();
    const money = (v: bigint) => formatMinor(v, member.memberCurrency);
    const [rows, raises, blocks, settings, answers, flags, lifetime, recent, ...usages] = await Promise.all([
      repo.limits(ref),
      repo.raisesOf(ref),
      repo.blocksOf(ref),
      repo.member(ref),
      repo.realityAnswers(ref),
      deps.flags.list({ siteIds: [member.siteId], memberId: member.id }, { offset: 0, limit: 50 }, 'DESC'),
      deps.sources.netDeposits(ref),
      deps.sources.netDeposits(ref, new Date(now.getTime() - WINDOW_MS.month)),
      ...PROTECTION_MEASURES.map((measure) => deps.usageOf(ref, measure, now)),
    ]);
    return {
      id: member.id,
      site_id: member.siteId,
      currency: member.memberCurrency,
      limits: PROTECTION_MEASURES.flatMap((measure, m) =>
        applyingLimits(rows, measure).map(({ period, limit }) => {
          const used = usages[m]![period];
          const value = (v: bigint) => formatLimitValue(measure, v, member.memberCurrency);
          const orNull = (v: bigint | undefined) => (v === undefined ? null : value(v));
          return {
            measure,
            period,
            member: orNull(limitOf(rows, 'member', measure, period)),
            operator: orNull(limitOf(rows, 'operator', measure, period)),
            site: orNull(limitOf(rows, 'site', measure, period)),
            applies: orNull(limit),
            used: value(used),
            left: limit === undefined ? null : value(limit > used ? limit - used : 0n),
          };
        }),
      ),
      raises: raises.map((r) => {
        const dates = raiseDates(r.requestedAt);
        const lapsed = r.state === 'pending' && now >= dates.lapsesAt;
        return {
          measure: r.measure as ProtectionMeasure,
          period: r.period as ProtectionPeriod,
          amount:
            r.amount === null
              ? null
              : formatLimitValue(r.measure as ProtectionMeasure, r.amount, member.memberCurrency),
          requested_at: r.requestedAt.toISOString(),
          confirmable_at: dates.confirmableAt.toISOString(),
          lapses_at: dates.lapsesAt.toISOString(),
          state: lapsed ? 'lapsed' : r.state,
          decided_at: r.decidedAt?.toISOString() ?? null,
        };
      }),
      blocks: blocks.map((b) => ({
        id: b.id,
        kind: b.kind,
        set_by: b.setBy.startsWith('operator') ? ('operator' as const) : ('member' as const),
        reason: b.reason,
        starts_at: b.startsAt.toISOString(),
        ends_at: b.endsAt?.toISOString() ?? null,
        active: b.startsAt <= now && (b.endsAt === null || b.endsAt > now),
      })),
      reality_check_minutes: settings?.realityCheckMinutes ?? 0,
      reality_answers: answers.map((a) => ({
        answered_at: a.answeredAt.toISOString(),
        answer: a.answer,
        played_seconds: a.playedSeconds,
        net: money(a.net),
      })),
      flags: flags.rows,
      net_deposits: { lifetime: money(lifetime), last_30_days: money(recent) },
    };
  }

  return {
    view,

    /** Imposes or lowers the operator's limit on the member; never raises or removes it. */
    async imposeLimit(
      request: FastifyRequest,
      user: OperatorUser,
      member: MemberRow,
      pick: LimitPick & { amount: string; reason: string },
    ) {
      const amount = parseLimitValue(pick.measure, pick.period, pick.amount, member.memberCurrency);
      if (amount === undefined) {
        throw adminErrors.invalid(
          'amount',
          limitValueExpected(pick.measure, 'an amount in the member’s currency decimals'),
        );
      }
      const ref = refOf(member);
      const now = deps.now();
      await repo.transaction(async (tx) => {
        await repo.lockMember(tx, ref, now);
        const rows = await repo.limits(ref, tx);
        const before = limitOf(rows, 'operator', pick.measure, pick.period);
        if (before !== undefined && amount >= before) {
          throw adminErrors.conflict(
            `an operator may only lower a limit: the ${pick.period} ${pick.measure} limit is ${formatLimitValue(pick.measure, before, member.memberCurrency)}`,
            'amount',
          );
        }
        const operatorLimits = Object.fromEntries(
          rows.filter((r) => r.setter === 'operator' && r.measure === pick.measure).map((r) => [r.period, r.amount]),
        );
        if (outOfOrder({ ...operatorLimits, [pick.period]: amount })) {
          throw adminErrors.conflict('daily ≤ weekly ≤ monthly: a longer period may not allow less', 'period');
        }
        await repo.putLimit(tx, { ...ref, ...pick, setter: 'operator' }, amount, now);
        await deps.audit.record(tx, request, user, {
          siteId: member.siteId,
          action: 'protection.limit_impose',
          targetType: 'member',
          targetId: member.id,
          before: { measure: pick.measure, period: pick.period, amount: before?.toString() ?? null },
          after: { measure: pick.measure, period: pick.period, amount: amount.toString() },
          reason: pick.reason,
        });
      });
    },

    /** A time-out the operator imposes (the member's sessions end, balances come back, as when they take one). */
    async imposeTimeOut(
      request: FastifyRequest,
      user: OperatorUser,
      member: MemberRow,
      period: TimeOutPeriod,
      reason: string,
    ) {
      await deps.blocks.imposeTimeOut(member, period, {
        setBy: `operator:${user.id}`,
        reason,
        record: (tx) =>
          deps.audit.record(tx, request, user, {
            siteId: member.siteId,
            action: 'protection.time_out_impose',
            targetType: 'member',
            targetId: member.id,
            after: { period },
            reason,
          }),
      });
    },
  };
}

export type ProtectionAdmin = ReturnType<typeof createProtectionAdmin>;
