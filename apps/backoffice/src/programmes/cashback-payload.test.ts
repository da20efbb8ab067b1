import { describe, expect, it } from 'vitest';
import { cashbackUpdateBody, validateCashback } from './cashback-payload';

const record = {
  id: '1:USD',
  site_id: 1,
  currency: 'USD',
  enabled: true,
  rate_permille: 50,
  cap: '500.00',
  minimum: '1.00',
  period: 'week',
  mode: 'claim',
  version: 2,
};

describe('cash-back settings form', () => {
  it('sends the contract’s fields with the version read: amounts as text, the rate as a whole number', () => {
    expect(cashbackUpdateBody({ ...record, rate_permille: '15', cap: ' 0 ', minimum: 2 })).toEqual({
      version: 2,
      enabled: true,
      rate_permille: 15,
      cap: '0',
      minimum: '2',
      period: 'week',
      mode: 'claim',
    });
  });

  it('takes saved settings, and no cap (0) with any minimum', () => {
    expect(validateCashback(record)).toEqual({});
    expect(validateCashback({ ...record, cap: '0', minimum: '100' })).toEqual({});
  });

  it('keeps the rate a whole number of per mille between 0 and 500', () => {
    expect(validateCashback({ ...record, rate_permille: 12.5 }).rate_permille).toBe(
      'app.programmes.validation.whole_permille',
    );
    expect(validateCashback({ ...record, rate_permille: 501 }).rate_permille).toEqual({
      message: 'ra.validation.maxValue',
      args: { max: 500 },
    });
    expect(validateCashback({ ...record, rate_permille: -1 }).rate_permille).toEqual({
      message: 'ra.validation.minValue',
      args: { min: 0 },
    });
    expect(validateCashback({ ...record, rate_permille: null }).rate_permille).toBe('ra.validation.required');
  });

  it('wants amounts in the currency’s decimals', () => {
    const errors = validateCashback({ ...record, cap: '1.001', minimum: '' });
    expect(errors.cap).toEqual({ message: 'app.payments.validation.amount', args: { decimals: 2 } });
    expect(errors.minimum).toBe('ra.validation.required');
  });

  it('refuses a minimum above the cap: no period could be granted anything', () => {
    expect(validateCashback({ ...record, cap: '10', minimum: '10.01' }).minimum).toBe(
      'app.programmes.validation.minimum_above_cap',
    );
    expect(validateCashback({ ...record, cap: '10', minimum: '10.00' })).toEqual({});
  });

  it('wants a period and a mode the contract knows', () => {
    const errors = validateCashback({ ...record, period: 'month', mode: undefined });
    expect(errors.period).toBeDefined();
    expect(errors.mode).toBeDefined();
  });
});
