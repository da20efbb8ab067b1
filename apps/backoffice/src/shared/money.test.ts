import { describe, expect, it } from 'vitest';
import { ageOf, amountProblem, amountText, formatAge, formatMoney, signOf } from './money';

describe('payment money', () => {
  it('shows a decimal string grouped, every decimal kept, with its currency', () => {
    expect(formatMoney('1500.00', 'USD', 'en')).toBe('1,500.00 USD');
    expect(formatMoney('9007199254740993.01', 'USD', 'en')).toBe('9,007,199,254,740,993.01 USD');
    expect(formatMoney('20000', 'VND', 'zh-CN')).toBe('20,000 VND');
    expect(formatMoney('12.5', undefined, 'en')).toBe('12.5');
    expect(formatMoney(undefined, 'USD', 'en')).toBe('');
  });

  it('takes an amount with at most the currency’s decimals, zero only where allowed', () => {
    expect(amountProblem('100.50', 'USD')).toBeUndefined();
    expect(amountProblem(' 100 ', 'USD')).toBeUndefined();
    expect(amountProblem('0', 'USD')).toBeUndefined();
    expect(amountProblem('0.00', 'USD', false)).toBe('app.payments.validation.positive');
    expect(amountProblem('', 'USD')).toBe('ra.validation.required');
    expect(amountProblem('1.234', 'USD')).toEqual({ message: 'app.payments.validation.amount', args: { decimals: 2 } });
    expect(amountProblem('1000.5', 'VND')).toBe('app.payments.validation.whole_amount');
    expect(amountProblem('-5', 'USD')).toMatchObject({ message: 'app.payments.validation.amount' });
    expect(amountProblem('1e3', 'USD')).toMatchObject({ message: 'app.payments.validation.amount' });
    expect(amountProblem(250, 'USD')).toBeUndefined();
  });

  it('sends amounts as trimmed text, never a number', () => {
    expect(amountText(' 12.50 ')).toBe('12.50');
    expect(amountText(100)).toBe('100');
    expect(amountText(null)).toBe('');
  });

  it('knows the sign of a decimal exactly', () => {
    expect(signOf('0.00')).toBe(0);
    expect(signOf('-0.00')).toBe(0);
    expect(signOf('0.01')).toBe(1);
    expect(signOf('-250')).toBe(-1);
    expect(signOf('+3')).toBe(1);
    expect(signOf('n/a')).toBe(0);
    expect(signOf(undefined)).toBe(0);
  });

  it('says how long an order has waited in the largest whole unit', () => {
    const now = Date.parse('2026-05-02T12:00:00Z');
    expect(ageOf('2026-05-02T11:59:30Z', now)).toEqual({ value: 0, unit: 'minute' });
    expect(ageOf('2026-05-02T11:15:00Z', now)).toEqual({ value: 45, unit: 'minute' });
    expect(ageOf('2026-05-02T09:00:00Z', now)).toEqual({ value: 3, unit: 'hour' });
    expect(ageOf('2026-04-29T11:00:00Z', now)).toEqual({ value: 3, unit: 'day' });
    // A clock a little ahead of the server's does not make a negative age.
    expect(ageOf('2026-05-02T12:01:00Z', now)).toEqual({ value: 0, unit: 'minute' });
    expect(ageOf('soon', now)).toEqual({ value: 0, unit: 'minute' });
    expect(formatAge('2026-05-02T11:15:00Z', now, 'en')).toBe('45 min');
    expect(formatAge('2026-05-02T09:00:00Z', now, 'zh-CN')).toMatch(/^3\s?小时$/);
  });
});
