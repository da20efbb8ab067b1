import { describe, expect, it } from 'vitest';
import { formatLimit, limitValueOf } from './limit-value';

describe('a limit’s value, money or minutes', () => {
  it('shows a session limit as minutes in the console’s language, money as before', () => {
    expect(formatLimit('session', '90', 'USD', 'en')).toBe('90 min');
    expect(formatLimit('session', '43200', 'USD', 'en')).toBe('43,200 min');
    expect(formatLimit('session', '90', 'USD', 'zh-CN')).toBe('90分钟');
    expect(formatLimit('deposit', '1500.00', 'USD', 'en')).toBe('1,500.00 USD');
    // A row without a measure (a reality check's net) is money.
    expect(formatLimit(undefined, '-12.50', 'USD', 'en')).toBe('-12.50 USD');
    expect(formatLimit('session', null, 'USD', 'en')).toBe('');
  });

  it('compares session values as minutes and money in minor units, within their window', () => {
    expect(limitValueOf('session', 'day', ' 90 ', 'USD')).toBe(90n);
    expect(limitValueOf('session', 'day', '1441', 'USD')).toBeUndefined();
    expect(limitValueOf('session', 'day', '1.5', 'USD')).toBeUndefined();
    expect(limitValueOf('deposit', 'day', '1.5', 'USD')).toBe(150n);
    expect(limitValueOf('deposit', 'year', '1.5', 'USD')).toBeUndefined();
  });
});
