import type { ProtectionMeasure, ProtectionPeriod } from '@playdeck/contract';
import { parseLimitValue, PROTECTION_CODES } from '@playdeck/contract';
import type { Tx } from '../../db/client.js';
import { ApiError } from '../../lib/envelope.js';
import type { LimitRow, ProtectionRepo, RaiseRow } from './repo.js';
import { isTightening, outOfOrder, raiseDates } from './rules.js';
import type { MemberRef } from './usage.js';

type LimitPick = { measure: ProtectionMeasure; period: ProtectionPeriod };

const memberLimitsOf = (rows: LimitRow[], measure: string) =>
  Object.fromEntries(
    rows.filter((r) => r.setter === 'member' && r.measure === measure).map((r) => [r.period, r.amount]),
  ) as Partial<Record<ProtectionPeriod, bigint>>;

/** Refuses a state in which a longer window would allow less than a shorter one. */
function checkOrder(limits: Partial<Record<ProtectionPeriod, bigint | null>>): void {
  if (outOfOrder(limits)) {
    throw new ApiError(PROTECTION_CODES.limitOrder, 'protection.err.limit_order');
  }
}

/**
 * A member's own limits: a tighter one applies at once; a looser one (raise or removal) waits out the
 * cooling-off and applies only when the member confirms it in time. Each change takes the member's lock.
 */
export function createMemberLimits(deps: { repo: ProtectionRepo; now: () => Date }) {
  const { repo } = deps;

  async function locked<T>(member: MemberRef, work: (tx: Tx, now: Date) => Promise<T>): Promise<T> {
    const now = deps.now();
    return repo.transaction(async (tx) => {
      await repo.lockMember(tx, member, now);
      return work(tx, now);
    });
  }

  const pendingOf = (raises: RaiseRow[], pick: LimitPick) =>
    raises.find((r) => r.measure === pick.measure && r.period === pick.period);

  return {
    async set(member: MemberRef, pick: LimitPick, text: string | null): Promise<void> {
      const amount = text === null ? null : parseLimitValue(pick.measure, pick.period, text, member.currency);
      if (amount === undefined) throw new ApiError(PROTECTION_CODES.amountInvalid, 'protection.err.amount');
      await locked(member, async (tx, now) => {
        const limits = memberLimitsOf(await repo.limits(member, tx), pick.measure);
        const pending = pendingOf(await repo.pendingRaises(member, tx), pick);
        if (isTightening(limits[pick.period], amount)) {
          checkOrder({ ...limits, [pick.period]: amount });
          await repo.putLimit(tx, { ...member, ...pick, setter: 'member' }, amount, now);
          if (pending) await repo.closeRaise(tx, pending.id, 'superseded', now);
          return;
        }
        // A raise is checked against the limits as they will be once it applies.
        if (amount !== null) checkOrder({ ...limits, [pick.period]: amount });
        if (pending) await repo.closeRaise(tx, pending.id, 'superseded', now);
        await repo.addRaise(tx, { ...member, ...pick }, amount, now);
      });
    },

    async confirm(member: MemberRef, pick: LimitPick): Promise<void> {
      await locked(member, async (tx, now) => {
        const pending = pendingOf(await repo.pendingRaises(member, tx), pick);
        if (!pending) throw notConfirmable();
        const { confirmableAt, lapsesAt } = raiseDates(pending.requestedAt);
        if (now >= lapsesAt) {
          await repo.closeRaise(tx, pending.id, 'lapsed', now);
          throw notConfirmable();
        }
        if (now < confirmableAt) throw notConfirmable();
        const limits = memberLimitsOf(await repo.limits(member, tx), pick.measure);
        if (pending.amount !== null) checkOrder({ ...limits, [pick.period]: pending.amount });
        await repo.putLimit(tx, { ...member, ...pick, setter: 'member' }, pending.amount, now);
        await repo.closeRaise(tx, pending.id, 'applied', now);
      });
    },

    async cancel(member: MemberRef, pick: LimitPick): Promise<void> {
      await locked(member, async (tx, now) => {
        const pending = pendingOf(await repo.pendingRaises(member, tx), pick);
        if (pending) await repo.closeRaise(tx, pending.id, 'cancelled', now);
      });
    },
  };
}

const notConfirmable = () => new ApiError(PROTECTION_CODES.raiseNotConfirmable, 'protection.err.not_confirmable');

export type MemberLimits = ReturnType<typeof createMemberLimits>;
