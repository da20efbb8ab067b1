import { describe, expect, it } from 'vitest';
import { referralUpdateBody, unusedKinds, validateReferral } from './referral-payload';

const record = {
  id: '1:USD',
  site_id: 1,
  currency: 'USD',
  enabled: true,
  rules: [
    { kind: 'first_deposit', threshold: '100.00', award: '10.00' },
    { kind: 'turnover', threshold: '1000', award: '25' },
  ],
  version: 3,
};

describe('referral settings form', () => {
  it('sends the switch, the rules as trimmed decimal text and the version read, nothing else', () => {
    const body = referralUpdateBody({
      ...record,
      rules: [{ kind: 'turnover', threshold: ' 500.50 ', award: 20 }],
    });
    expect(body).toEqual({
      version: 3,
      enabled: true,
      rules: [{ kind: 'turnover', threshold: '500.50', award: '20' }],
    });
  });

  it('sends version 0 for defaults never saved, and no version when none was read', () => {
    expect(referralUpdateBody({ ...record, version: 0, enabled: false, rules: [] })).toEqual({
      version: 0,
      enabled: false,
      rules: [],
    });
    expect(referralUpdateBody({ enabled: false })).toEqual({ enabled: false, rules: [] });
  });

  it('takes saved rules as they are', () => {
    expect(validateReferral(record)).toEqual({});
    expect(validateReferral({ ...record, enabled: false, rules: [] })).toEqual({});
  });

  it('allows one rule per kind, and says so on the second one', () => {
    const errors = validateReferral({
      ...record,
      rules: [record.rules[0], { kind: 'first_deposit', threshold: '50', award: '5' }],
    });
    expect(errors.rules).toEqual([{}, { kind: 'app.programmes.validation.one_per_kind' }]);
  });

  it('wants decimal amounts in the currency’s decimals, and an award of more than nothing', () => {
    const errors = validateReferral({
      ...record,
      rules: [
        { kind: 'first_deposit', threshold: '1.234', award: '0' },
        { kind: 'turnover', threshold: 'abc', award: '' },
      ],
    });
    expect(errors.rules).toEqual([
      {
        threshold: { message: 'app.payments.validation.amount', args: { decimals: 2 } },
        award: 'app.payments.validation.positive',
      },
      {
        threshold: { message: 'app.payments.validation.amount', args: { decimals: 2 } },
        award: 'ra.validation.required',
      },
    ]);
    const vnd = validateReferral({
      ...record,
      currency: 'VND',
      rules: [{ kind: 'turnover', threshold: '1000.5', award: '5000' }],
    });
    expect(vnd.rules).toEqual([{ threshold: 'app.payments.validation.whole_amount' }]);
  });

  it('wants a turnover threshold of more than nothing; a first deposit of any amount counts', () => {
    const errors = validateReferral({
      ...record,
      rules: [
        { kind: 'first_deposit', threshold: '0', award: '5' },
        { kind: 'turnover', threshold: '0.00', award: '5' },
      ],
    });
    expect(errors.rules).toEqual([{}, { threshold: 'app.payments.validation.positive' }]);
  });

  it('wants a kind on every row', () => {
    const errors = validateReferral({ ...record, rules: [{ threshold: '10', award: '1' }] });
    expect(errors.rules).toEqual([{ kind: 'ra.validation.required' }]);
  });

  it('does not turn on a programme without a rule', () => {
    expect(validateReferral({ ...record, rules: [] }).rules).toBe('app.programmes.validation.rules_needed');
  });

  it('gives a new row the kind no row has yet', () => {
    const kinds = ['first_deposit', 'turnover'];
    expect(unusedKinds([{ kind: 'first_deposit' }, {}], kinds)).toEqual(['turnover']);
    expect(unusedKinds(undefined, kinds)).toEqual(kinds);
    expect(unusedKinds(record.rules, kinds)).toEqual([]);
  });
});
