import type { AgentTransferLimits } from '@playdeck/contract';
import { describe, expect, it } from 'vitest';
import { dayOf, sortedTiers } from './plan-terms';
import { cleanAmountInput, wireAmount } from '../../../shared/lib/amount-text';
import { leftToday, transferProblem } from './transfer-rules';

describe('sortedTiers', () => {
  it('orders the tiers from the easiest to reach, comparing net results exactly', () => {
    const tiers = [
      { active_members: 10, net_result: '5000.00', rate_permille: 350 },
      { active_members: 5, net_result: '1000.00', rate_permille: 300 },
      { active_members: 5, net_result: '999.99', rate_permille: 250 },
    ];
    expect(sortedTiers(tiers, 'USD').map((tier) => tier.rate_permille)).toEqual([250, 300, 350]);
  });
});

describe('dayOf', () => {
  it('is the UTC day of a date-time, and keeps what it cannot read', () => {
    expect(dayOf('2025-04-01T00:00:00.000Z')).toBe('2025-04-01');
    expect(dayOf('soon')).toBe('soon');
  });
});

const limits: AgentTransferLimits = {
  enabled: true,
  min: '10.00',
  max: '1000.00',
  daily: '1500.00',
  used_today: '900',
};

describe('transfer rules', () => {
  it('knows what is left today, or that there is no daily limit', () => {
    expect(leftToday(limits, 'USD')).toBe('600.00');
    expect(leftToday({ ...limits, daily: '0' }, 'USD')).toBe(null);
    expect(leftToday({ ...limits, used_today: '2000' }, 'USD')).toBe('0.00');
  });

  it('refuses an amount out of the limits, over what is left today or over the balance', () => {
    const check = (amount: string, balance = '5000') => transferProblem(amount, limits, balance, 'USD');
    expect(check('')).toBe('empty');
    expect(check('1.234')).toBe('format');
    expect(check('0')).toBe('format');
    expect(check('9.99')).toBe('below_minimum');
    expect(check('1000.01')).toBe('above_maximum');
    expect(check('600.01')).toBe('daily_limit');
    expect(check('600', '599.99')).toBe('insufficient');
    expect(check('600')).toBe(null);
  });

  it('keeps digits and the currency decimals, and writes the wire amount', () => {
    expect(cleanAmountInput('0012a.345', 'USD')).toBe('12.34');
    expect(cleanAmountInput('12.5', 'VND')).toBe('12');
    expect(wireAmount('100', 'USD')).toBe('100.00');
    expect(wireAmount('0', 'USD')).toBe(undefined);
  });
});
