import { formatMinor } from '@playdeck/contract';
import type { DepositCredited } from '../payments/index.js';
import { applyingLimits } from './checks.js';
import type { Flags } from './flags.js';
import type { ProtectionRepo } from './repo.js';
import { PERIOD_WORDS } from './rules.js';
import type { UsageOf } from './usage.js';

/**
 * Money already paid is credited whatever the member's limits and blocks say (refusing it would keep their
 * money from them): a deposit paid late, after its order stopped counting, or paid while the member is on
 * a break, is credited and flagged for the operator, in the credit's own transaction.
 */
export function createCreditFlags(deps: { repo: ProtectionRepo; flags: Flags; usageOf: UsageOf; now: () => Date }) {
  async function pastCheck({ tx, order }: DepositCredited): Promise<string | undefined> {
    const member = { siteId: order.siteId, memberId: order.memberId, currency: order.currency };
    const now = deps.now();
    const money = (v: bigint) => `${formatMinor(v, order.currency)} ${order.currency}`;
    const what = `deposit ${order.orderNumber} of ${money(order.amount)} credited`;
    const block = await deps.repo.activeBlock(member, now, tx);
    if (block) return `${what} during a ${block.kind === 'time_out' ? 'time-out' : 'self-exclusion'}`;
    const limits = applyingLimits(await deps.repo.limits(member, tx), 'deposit').filter((l) => l.limit !== undefined);
    if (limits.length === 0) return undefined;
    const used = await deps.usageOf(member, 'deposit', now, tx);
    const over = limits.find((l) => used[l.period] > l.limit!);
    return (
      over &&
      `${what} past the ${PERIOD_WORDS[over.period]} deposit limit: ${money(used[over.period])} of ${money(over.limit!)}`
    );
  }

  return async function flagCreditPastCheck(credited: DepositCredited): Promise<void> {
    const detail = await pastCheck(credited);
    if (!detail) return;
    const { siteId, memberId } = credited.order;
    await deps.flags.raise({ siteId, memberId, kind: 'credited_past_check', detail }, deps.now(), credited.tx);
  };
}
