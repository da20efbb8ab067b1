import type { AgentPlanTerms, AgentStatementLine } from '@playdeck/contract';

/** What the downline did in one period, in minor units (the job's SQL sums). */
export interface PeriodActivity {
  /** The members' game result: negative when they lost (the house won). */
  memberResult: bigint;
  /** Bonuses the downline received (red envelopes, roulette, referral awards, cash back). */
  bonuses: bigint;
  /** Fees of the downline's paid deposits and withdrawals. */
  fees: bigint;
  activeMembers: number;
}

export interface Commission {
  netResult: bigint;
  ratePermille: number;
  carriedIn: bigint;
  carriedOut: bigint;
  /** The agent's commission on their own downline, before the sub-agents' share. */
  own: bigint;
  commission: bigint;
  lines: AgentStatementLine[];
}

/** Integer division rounding toward negative infinity, for shares of a (possibly negative) amount. */
const floorDiv = (a: bigint, b: bigint) => (a >= 0n ? a / b : -((-a + b - 1n) / b));
const share = (amount: bigint, permille: number) => floorDiv(amount * BigInt(permille), 1000n);

/** The highest rate among the tiers whose thresholds the period reached; 0 when none is reached. */
export function tierRate(
  terms: AgentPlanTerms,
  activeMembers: number,
  netResult: bigint,
  parse: (s: string) => bigint,
) {
  let rate = 0;
  for (const tier of terms.tiers) {
    if (activeMembers >= tier.active_members && netResult >= parse(tier.net_result)) {
      rate = Math.max(rate, tier.rate_permille);
    }
  }
  return rate;
}

/**
 * One agent's commission for one period by their plan (decision 0022). The net gaming result is built
 * line by line, each line rounded down to the minor unit, so the agent can add up the statement:
 *   GGR = −(members' game result)        (what the house won from the downline)
 *   NGR = GGR − bonuses × bonus share − payment fees × fee share
 *   base = NGR + what a negative earlier period carried in
 *   own commission = base × tier rate    (nothing when base ≤ 0)
 *   commission = own + sub-agents' own commissions × sub-agent share
 * A negative base is carried into the next period when the plan says so, else forgotten.
 */
export function commissionFor(
  terms: AgentPlanTerms,
  activity: PeriodActivity,
  carriedIn: bigint,
  subAgentsOwn: bigint,
  parse: (s: string) => bigint,
): Commission {
  const ggr = -activity.memberResult;
  const bonusDeduction = share(activity.bonuses, terms.bonus_share_permille);
  const feeDeduction = share(activity.fees, terms.fee_share_permille);
  const netResult = ggr - bonusDeduction - feeDeduction;
  const base = netResult + carriedIn;
  const ratePermille = tierRate(terms, activity.activeMembers, netResult, parse);
  const own = base > 0n ? share(base, ratePermille) : 0n;
  const subShare = subAgentsOwn > 0n ? share(subAgentsOwn, terms.sub_agent_permille) : 0n;
  const carriedOut = base < 0n && terms.carry_negative ? base : 0n;
  const commission = own + subShare;
  const line = (key: string, amount: bigint, detail?: number): AgentStatementLine =>
    detail === undefined ? { key, amount: amount.toString() } : { key, amount: amount.toString(), detail };
  const lines = [
    line('ggr', ggr),
    line('bonuses', activity.bonuses),
    line('bonus_deduction', -bonusDeduction, terms.bonus_share_permille),
    line('fees', activity.fees),
    line('fee_deduction', -feeDeduction, terms.fee_share_permille),
    line('net_result', netResult),
    line('carried_in', carriedIn),
    line('base', base),
    line('active_members', 0n, activity.activeMembers),
    line('rate', 0n, ratePermille),
    line('own_commission', own),
    line('sub_agents', subAgentsOwn),
    line('sub_agent_share', subShare, terms.sub_agent_permille),
    line('commission', commission),
    line('carried_out', carriedOut),
  ];
  return { netResult, ratePermille, carriedIn, carriedOut, own, commission, lines };
}
