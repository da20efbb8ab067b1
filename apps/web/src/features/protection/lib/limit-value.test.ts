import { describe, expect, it } from 'vitest';
import { addMessages } from '../../../shared/i18n/translate';
import { cleanLimitInput, limitFigure, limitValueError, wireLimitValue } from './limit-value';

addMessages('en_US', {
  'protection.minutes': '{{minutes}} min',
  'protection.err.amount': 'Enter an amount greater than zero',
  'protection.err.minutes': 'Enter a whole number of minutes from 1 to {{max}}',
});

describe('a play-time limit value', () => {
  it('is sent as whole minutes, spaces aside', () => {
    expect(wireLimitValue('session', 'day', '90', 'USD')).toBe('90');
    expect(wireLimitValue('session', 'day', ' 45 ', 'VND')).toBe('45');
    expect(wireLimitValue('session', 'day', '007', 'USD')).toBe('7');
  });

  it('is refused unless it is whole minutes from 1 to the length of its window', () => {
    for (const text of ['', '0', '1.5', '90.00', '-5', '1e3', 'abc', '90 min', '1441'])
      expect(wireLimitValue('session', 'day', text, 'USD'), text).toBeUndefined();
    expect(wireLimitValue('session', 'day', '1440', 'USD')).toBe('1440');
    expect(wireLimitValue('session', 'week', '1441', 'USD')).toBe('1441');
    expect(wireLimitValue('session', 'week', '10081', 'USD')).toBeUndefined();
    expect(wireLimitValue('session', 'month', '43200', 'USD')).toBe('43200');
    expect(wireLimitValue('session', 'month', '43201', 'USD')).toBeUndefined();
  });

  it('is kept as typed, so a decimal is refused aloud rather than read as more minutes', () => {
    expect(cleanLimitInput('session', '1.5', 'USD')).toBe('1.5');
    expect(cleanLimitInput('deposit', '1.5x', 'USD')).toBe('1.5');
  });

  it('reads in minutes, and its refusal names the window’s longest limit', () => {
    expect(limitFigure('session', '90', 'USD')).toBe('90 min');
    expect(limitFigure('session', '0', 'USD')).toBe('0 min');
    expect(limitValueError('session', 'day')).toBe('Enter a whole number of minutes from 1 to 1440');
    expect(limitValueError('session', 'month')).toBe('Enter a whole number of minutes from 1 to 43200');
  });
});

describe('a money limit value', () => {
  it('is sent, read and refused as before: an amount of the currency, more than zero', () => {
    expect(wireLimitValue('deposit', 'day', '100', 'USD')).toBe('100.00');
    expect(wireLimitValue('loss', 'week', '2500.5', 'USD')).toBe('2500.50');
    expect(wireLimitValue('wager', 'day', '100000', 'VND')).toBe('100000');
    expect(wireLimitValue('deposit', 'day', '5000', 'USD')).toBe('5000.00');
    expect(wireLimitValue('deposit', 'day', '0', 'USD')).toBeUndefined();
    expect(wireLimitValue('deposit', 'day', '1.234', 'USD')).toBeUndefined();
    expect(limitFigure('deposit', '100.00', 'USD')).toBe('$ 100.00');
    expect(limitValueError('wager', 'day')).toBe('Enter an amount greater than zero');
  });
});
