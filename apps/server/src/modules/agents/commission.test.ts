import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AgentPlanTerms } from '@playdeck/contract';
import { commissionFor, tierRate } from './commission.js';

const parse = (s: string) => BigInt(s.replace('.', ''));
const terms = (over: Partial<AgentPlanTerms> = {}): AgentPlanTerms => ({
  period: 'month',
  tiers: [
    { active_members: 1, net_result: '0.00', rate_permille: 250 },
    { active_members: 5, net_result: '1000.00', rate_permille: 300 },
  ],
  bonus_share_permille: 1000,
  fee_share_permille: 500,
  carry_negative: true,
  sub_agent_permille: 100,
  ...over,
});
const activity = (memberResult: bigint, bonuses = 0n, fees = 0n, activeMembers = 1) => ({
  memberResult,
  bonuses,
  fees,
  activeMembers,
});

describe('agent commission', () => {
  it('builds the net result line by line and pays the tier the period reached', () => {
    // Members lost 2,000.00; bonuses 100.00 in full; fees 30.01 at half (15.00, rounded down).
    const c = commissionFor(terms(), activity(-2000_00n, 100_00n, 30_01n, 5), 0n, 50_00n, parse);
    expect(c.netResult).toBe(2000_00n - 100_00n - 15_00n);
    expect(c.ratePermille).toBe(300);
    expect(c.own).toBe(565_50n);
    expect(c.commission).toBe(565_50n + 5_00n);
    expect(c.carriedOut).toBe(0n);
    // Four members active: the second tier is not reached although the net result is.
    expect(tierRate(terms(), 4, 2000_00n, parse)).toBe(250);
    expect(tierRate(terms(), 0, 2000_00n, parse)).toBe(0);
  });

  it('carries a negative period forward, or forgets it when the plan says so', () => {
    const lost = commissionFor(terms(), activity(300_00n), 0n, 0n, parse);
    expect(lost).toMatchObject({ own: 0n, commission: 0n, carriedOut: -300_00n });
    const next = commissionFor(terms(), activity(-500_00n), lost.carriedOut, 0n, parse);
    expect(next).toMatchObject({ own: 50_00n, carriedOut: 0n });
    expect(commissionFor(terms({ carry_negative: false }), activity(300_00n), 0n, 0n, parse).carriedOut).toBe(0n);
  });

  it('keeps its lines adding up for any period (property)', () => {
    const money = fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n });
    const positive = fc.bigInt({ min: 0n, max: 10n ** 12n });
    fc.assert(
      fc.property(
        money,
        positive,
        positive,
        fc.nat(50),
        fc.bigInt({ min: -(10n ** 12n), max: 0n }),
        positive,
        (r, b, f, n, carried, sub) => {
          const c = commissionFor(terms(), activity(r, b, f, n), carried, sub, parse);
          const line = (key: string) => BigInt(c.lines.find((l) => l.key === key)!.amount);
          expect(line('net_result')).toBe(line('ggr') + line('bonus_deduction') + line('fee_deduction'));
          expect(line('base')).toBe(line('net_result') + line('carried_in'));
          expect(c.commission).toBe(line('own_commission') + line('sub_agent_share'));
          expect(c.own >= 0n && c.own <= (line('base') > 0n ? line('base') : 0n)).toBe(true);
          expect(c.carriedOut <= 0n).toBe(true);
          expect(c.carriedOut === 0n || c.carriedOut === line('base')).toBe(true);
        },
      ),
    );
  });
});
