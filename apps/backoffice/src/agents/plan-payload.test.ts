import { describe, expect, it } from 'vitest';
import { planCreateBody, planFormValues, planUpdateBody, validatePlan } from './plan-payload';

const terms = {
  period: 'week',
  tiers: [
    { active_members: 0, net_result: '0', rate_permille: 200 },
    { active_members: 5, net_result: '1000.00', rate_permille: 300 },
  ],
  bonus_share_permille: 1000,
  fee_share_permille: 500,
  carry_negative: true,
  sub_agent_permille: 100,
};
const record = {
  id: 3,
  site_id: 1,
  currency: 'USD',
  name: 'Standard',
  is_default: true,
  terms,
  next_terms: null,
  next_from: null,
  agents: 4,
  version: 2,
};
const withTerms = (changes: Record<string, unknown>) => ({ ...record, terms: { ...terms, ...changes } });

describe('commission plan form', () => {
  it('edits the terms saved for the next period when there are some, the running ones shown beside', () => {
    expect(planFormValues(record).terms).toBe(terms);
    const next = { ...terms, period: 'month' };
    const values = planFormValues({ ...record, next_terms: next, next_from: '2026-06-01' });
    expect(values.terms).toBe(next);
    expect(values.running_terms).toBe(terms);
  });

  it('sends the contract’s fields: numbers as numbers, amounts as trimmed text, the version read', () => {
    const values = {
      ...planFormValues(record),
      name: ' Standard ',
      terms: { ...terms, tiers: [{ active_members: '3', net_result: ' 50 ', rate_permille: '150' }] },
    };
    expect(planUpdateBody(values)).toEqual({
      version: 2,
      name: 'Standard',
      is_default: true,
      terms: { ...terms, tiers: [{ active_members: 3, net_result: '50', rate_permille: 150 }] },
    });
    expect(planCreateBody({ site_id: '1', currency: 'USD', name: 'VIP', terms })).toEqual({
      site_id: 1,
      currency: 'USD',
      name: 'VIP',
      is_default: false,
      terms,
    });
  });

  it('takes a saved plan, and a new one once site, currency and name are given', () => {
    expect(validatePlan(planFormValues(record), 'edit')).toEqual({});
    expect(validatePlan({ site_id: 1, currency: 'USD', name: 'VIP', terms }, 'create')).toEqual({});
    const errors = validatePlan({ name: '', terms }, 'create');
    expect(errors.site_id).toBe('ra.validation.required');
    expect(errors.currency).toBeDefined();
    expect(errors.name).toBe('ra.validation.required');
  });

  it('says percentages: at most one decimal, and limits in % (a sub-agent share up to 50 %)', () => {
    const errors = validatePlan(
      withTerms({ bonus_share_permille: 12.5, fee_share_permille: 1001, sub_agent_permille: 501 }),
      'edit',
    ) as { terms: Record<string, unknown> };
    expect(errors.terms.bonus_share_permille).toBe('app.agents.validation.one_decimal');
    expect(errors.terms.fee_share_permille).toEqual({ message: 'ra.validation.maxValue', args: { max: 100 } });
    expect(errors.terms.sub_agent_permille).toEqual({ message: 'ra.validation.maxValue', args: { max: 50 } });
  });

  it('checks each tier and names the row: whole members, amounts in the currency, rates', () => {
    const tiers = [
      { active_members: 1.5, net_result: '10.001', rate_permille: 100 },
      { active_members: null, net_result: '', rate_permille: -1 },
    ];
    const errors = validatePlan(withTerms({ tiers }), 'edit') as { terms: { tiers: Record<string, unknown>[] } };
    expect(errors.terms.tiers[0]).toEqual({
      active_members: 'app.agents.validation.whole_number',
      net_result: { message: 'app.payments.validation.amount', args: { decimals: 2 } },
    });
    expect(errors.terms.tiers[1]).toEqual({
      active_members: 'ra.validation.required',
      net_result: 'ra.validation.required',
      rate_permille: { message: 'ra.validation.minValue', args: { min: 0 } },
    });
  });

  it('refuses two tiers with the same thresholds, however the amount is written, and no tier at all', () => {
    const same = [
      { active_members: 5, net_result: '100', rate_permille: 100 },
      { active_members: 5, net_result: '100.00', rate_permille: 200 },
    ];
    const errors = validatePlan(withTerms({ tiers: same }), 'edit') as { terms: { tiers: unknown[] } };
    expect(errors.terms.tiers).toEqual([{}, { active_members: 'app.agents.validation.same_tier' }]);
    expect(validatePlan(withTerms({ tiers: [] }), 'edit')).toEqual({
      terms: { tiers: 'app.agents.validation.tier_needed' },
    });
  });

  it('wants a period the contract knows', () => {
    const errors = validatePlan(withTerms({ period: 'year' }), 'edit') as { terms: Record<string, unknown> };
    expect(errors.terms.period).toBeDefined();
  });
});
