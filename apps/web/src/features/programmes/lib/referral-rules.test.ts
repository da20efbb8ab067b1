import { describe, expect, it } from 'vitest';
import { percentOf } from '../../../shared/lib/amount-text';
import { money } from './money';
import { ruleSentence, sortedRules } from './referral-rules';

describe('referral rule sentences', () => {
  it('names the first-deposit rule with the threshold and award in the currency', () => {
    expect(ruleSentence({ kind: 'first_deposit', threshold: '100.00', award: '10.00' }, 'USD')).toEqual({
      key: 'referral.rule.first_deposit',
      vars: { threshold: '$ 100.00', award: '$ 10.00' },
    });
  });

  it('names the turnover rule, grouping thousands', () => {
    expect(ruleSentence({ kind: 'turnover', threshold: '5000', award: '25.5' }, 'USD')).toEqual({
      key: 'referral.rule.turnover',
      vars: { threshold: '$ 5,000.00', award: '$ 25.50' },
    });
  });

  it('puts the first deposit before turnover', () => {
    const rules = sortedRules([
      { kind: 'turnover', threshold: '1', award: '1' },
      { kind: 'first_deposit', threshold: '1', award: '1' },
    ]);
    expect(rules.map((r) => r.kind)).toEqual(['first_deposit', 'turnover']);
  });
});

describe('money and rates', () => {
  it('keeps the code of a currency the build does not know', () => {
    expect(money('12.5', 'XYZ')).toBe('12.50 XYZ');
  });

  it('writes per mille as a percentage', () => {
    expect([50, 125, 5, 0, 500].map(percentOf)).toEqual(['5%', '12.5%', '0.5%', '0%', '50%']);
  });
});
