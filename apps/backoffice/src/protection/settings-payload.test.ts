import { describe, expect, it } from 'vitest';
import { protectionSettingsBody, validateProtectionSettings } from './settings-payload';

const record = {
  id: '1:USD',
  site_id: 1,
  currency: 'USD',
  deposit_limit_prompt: true,
  deposits_per_day: 5,
  withdrawals_cancelled: 3,
  night_play_nights: 3,
  net_deposits_30d: '5000.00',
  limits: [{ measure: 'deposit', period: 'day', amount: '1000.00' }],
  version: 2,
};

describe('protection settings form', () => {
  it('sends the contract’s fields with the version read: counts as numbers, amounts as text', () => {
    expect(
      protectionSettingsBody({
        ...record,
        deposits_per_day: '6',
        net_deposits_30d: ' 0 ',
        limits: [{ measure: 'loss', period: 'week', amount: 250 }, null],
      }),
    ).toEqual({
      version: 2,
      deposit_limit_prompt: true,
      deposits_per_day: 6,
      withdrawals_cancelled: 3,
      night_play_nights: 3,
      net_deposits_30d: '0',
      limits: [
        { measure: 'loss', period: 'week', amount: '250' },
        { measure: '', period: '', amount: '' },
      ],
    });
  });

  it('takes saved settings, and every threshold off (0)', () => {
    expect(validateProtectionSettings(record)).toEqual({});
    const off = {
      ...record,
      deposits_per_day: 0,
      withdrawals_cancelled: 0,
      night_play_nights: 0,
      net_deposits_30d: '0',
    };
    expect(validateProtectionSettings({ ...off, limits: [] })).toEqual({});
  });

  it('keeps thresholds whole numbers within the contract’s range', () => {
    expect(validateProtectionSettings({ ...record, deposits_per_day: 2.5 }).deposits_per_day).toBe(
      'app.protection.validation.whole_number',
    );
    expect(validateProtectionSettings({ ...record, night_play_nights: 31 }).night_play_nights).toEqual({
      message: 'ra.validation.maxValue',
      args: { max: 30 },
    });
    expect(validateProtectionSettings({ ...record, withdrawals_cancelled: '' }).withdrawals_cancelled).toBe(
      'ra.validation.required',
    );
  });

  it('wants amounts in the currency’s decimals', () => {
    const errors = validateProtectionSettings({
      ...record,
      net_deposits_30d: '10.001',
      limits: [{ measure: 'deposit', period: 'day', amount: '' }],
    });
    expect(errors.net_deposits_30d).toEqual({ message: 'app.payments.validation.amount', args: { decimals: 2 } });
    expect(errors.limits).toEqual([{ amount: 'ra.validation.required' }]);
  });

  it('allows one site-wide limit per measure and period', () => {
    const errors = validateProtectionSettings({
      ...record,
      limits: [
        { measure: 'deposit', period: 'day', amount: '100' },
        { measure: 'deposit', period: 'week', amount: '500' },
        { measure: 'deposit', period: 'day', amount: '50' },
      ],
    });
    expect(errors.limits).toEqual([{}, {}, { period: 'app.protection.validation.one_per_period' }]);
  });

  it('takes site-wide session limits as whole minutes up to their window, in order as minutes', () => {
    const session = (period: string, amount: string) => ({ measure: 'session', period, amount });
    const minutes = (max: number) => ({ amount: { message: 'app.protection.validation.minutes', args: { max } } });
    expect(
      validateProtectionSettings({
        ...record,
        limits: [session('day', '120'), session('week', '600'), session('month', '43200'), ...record.limits],
      }),
    ).toEqual({});
    const errors = validateProtectionSettings({
      ...record,
      limits: [session('day', '1441'), session('week', '60.5'), session('month', '43201')],
    });
    expect(errors.limits).toEqual([minutes(1440), minutes(10080), minutes(43200)]);
    // Daily ≤ weekly ≤ monthly holds in minutes too, within the measure only: 5.00 USD a week is no session.
    const order = validateProtectionSettings({
      ...record,
      limits: [session('day', '900'), session('week', '600'), { measure: 'deposit', period: 'week', amount: '5.00' }],
    });
    expect(order.limits).toEqual([{}, { amount: 'app.protection.validation.order' }, {}]);
  });

  it('wants a measure and a period on each limit', () => {
    const errors = validateProtectionSettings({ ...record, limits: [{ amount: '10' }] });
    expect(errors.limits).toEqual([{ measure: 'ra.validation.required', period: 'ra.validation.required' }]);
  });

  it('holds daily ≤ weekly ≤ monthly per measure, as the server does', () => {
    const errors = validateProtectionSettings({
      ...record,
      limits: [
        { measure: 'deposit', period: 'month', amount: '400' },
        { measure: 'deposit', period: 'day', amount: '500' },
        { measure: 'loss', period: 'week', amount: '100' },
      ],
    });
    expect(errors.limits).toEqual([{ amount: 'app.protection.validation.order' }, {}, {}]);
    const equal = [
      { measure: 'wager', period: 'day', amount: '100' },
      { measure: 'wager', period: 'week', amount: '100.00' },
    ];
    expect(validateProtectionSettings({ ...record, limits: equal })).toEqual({});
  });
});
