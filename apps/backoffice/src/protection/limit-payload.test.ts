import { describe, expect, it } from 'vitest';
import {
  operatorLimitBody,
  operatorTimeOutBody,
  validateOperatorLimit,
  validateOperatorTimeOut,
} from './limit-payload';

const limit = { measure: 'deposit', period: 'day', amount: '100.00', reason: 'Deposits doubled this week' };

describe('an operator’s limit and time-out', () => {
  it('sends the limit as the contract takes it: the amount as trimmed text, the reason trimmed', () => {
    expect(operatorLimitBody({ ...limit, amount: ' 100 ', reason: '  Asked by phone  ' })).toEqual({
      measure: 'deposit',
      period: 'day',
      amount: '100',
      reason: 'Asked by phone',
    });
    expect(validateOperatorLimit(limit, 'USD')).toEqual({});
  });

  it('takes a limit of 0 (no more of that measure) and refuses the currency’s extra decimals', () => {
    expect(validateOperatorLimit({ ...limit, amount: '0' }, 'USD')).toEqual({});
    expect(validateOperatorLimit({ ...limit, amount: '10.5' }, 'JPY').amount).toBe(
      'app.payments.validation.whole_amount',
    );
    expect(validateOperatorLimit({ ...limit, amount: '' }, 'USD').amount).toBe('ra.validation.required');
  });

  it('takes a session limit as whole minutes up to its window, never as money', () => {
    const session = { ...limit, measure: 'session', amount: '90' };
    expect(operatorLimitBody({ ...session, amount: ' 90 ' }).amount).toBe('90');
    expect(validateOperatorLimit(session, 'USD')).toEqual({});
    expect(validateOperatorLimit({ ...session, amount: '0' }, 'USD')).toEqual({});
    expect(validateOperatorLimit({ ...session, amount: '1440' }, 'USD')).toEqual({});
    const minutes = (max: number) => ({ message: 'app.protection.validation.minutes', args: { max } });
    // A decimal the currency would take is not a number of minutes; nor is more than the window holds.
    expect(validateOperatorLimit({ ...session, amount: '90.50' }, 'USD').amount).toEqual(minutes(1440));
    expect(validateOperatorLimit({ ...session, amount: '1441' }, 'USD').amount).toEqual(minutes(1440));
    expect(validateOperatorLimit({ ...session, period: 'week', amount: '1441' }, 'USD')).toEqual({});
    expect(validateOperatorLimit({ ...session, period: 'week', amount: '10081' }, 'USD').amount).toEqual(
      minutes(10080),
    );
    expect(validateOperatorLimit({ ...session, period: 'month', amount: '43201' }, 'USD').amount).toEqual(
      minutes(43200),
    );
    expect(validateOperatorLimit({ ...session, amount: '' }, 'USD').amount).toBe('ra.validation.required');
    // Money limits keep the currency's rules: a deposit limit of 2000 a day is fine, 90.505 is not.
    expect(validateOperatorLimit({ ...limit, amount: '2000' }, 'USD')).toEqual({});
    expect(validateOperatorLimit({ ...limit, amount: '90.505' }, 'USD').amount).toEqual({
      message: 'app.payments.validation.amount',
      args: { decimals: 2 },
    });
  });

  it('wants a reason the audit log can use: at least 3 characters, said as such', () => {
    expect(validateOperatorLimit({ ...limit, reason: ' ' }, 'USD').reason).toBe('ra.validation.required');
    expect(validateOperatorLimit({ ...limit, reason: 'ok' }, 'USD').reason).toEqual({
      message: 'ra.validation.minLength',
      args: { min: 3 },
    });
  });

  it('refuses a measure or period the contract does not know', () => {
    const errors = validateOperatorLimit({ ...limit, measure: 'time', period: undefined }, 'USD');
    expect(errors.measure).toBeDefined();
    expect(errors.period).toBeDefined();
  });

  it('sends a time-out only once the operator confirmed it cannot be undone', () => {
    const timeOut = { period: '24h', reason: 'Chasing losses at night', confirm: true };
    expect(operatorTimeOutBody(timeOut)).toEqual({ period: '24h', reason: 'Chasing losses at night' });
    expect(validateOperatorTimeOut(timeOut)).toEqual({});
    expect(validateOperatorTimeOut({ ...timeOut, confirm: false }).confirm).toBe(
      'app.protection.time_out.confirm_required',
    );
    expect(validateOperatorTimeOut({ ...timeOut, period: '1y' }).period).toBeDefined();
  });
});
