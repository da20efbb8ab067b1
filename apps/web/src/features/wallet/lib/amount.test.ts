import { describe, expect, it } from 'vitest';
import { cleanAmountInput, compareAmounts, wireAmount } from '../../../shared/lib/amount-text';
import { amountProblem, feeFor, money, permilleAsPercent } from './amount';

const usd = { min: '100.00', max: '50000.00', currency: 'USD' };

describe('amount against a channel range', () => {
  it('asks for an amount, then a well-formed positive one', () => {
    expect(amountProblem('', usd)).toBe('empty');
    expect(amountProblem('  ', usd)).toBe('empty');
    expect(amountProblem('abc', usd)).toBe('format');
    expect(amountProblem('0', usd)).toBe('format');
    expect(amountProblem('-150', usd)).toBe('format');
    expect(amountProblem('100.001', usd)).toBe('format');
  });

  it('compares in minor units, so equal amounts spelled differently are equal', () => {
    expect(amountProblem('100', usd)).toBeNull();
    expect(amountProblem('100.0', usd)).toBeNull();
    expect(amountProblem('99.99', usd)).toBe('min');
    expect(amountProblem('50000', usd)).toBeNull();
    expect(amountProblem('50000.01', usd)).toBe('max');
  });

  it('knows currencies without decimals', () => {
    const vnd = { min: '50000', max: '100000000', currency: 'VND' };
    expect(amountProblem('50000', vnd)).toBeNull();
    expect(amountProblem('50000.5', vnd)).toBe('format');
    expect(amountProblem('49999', vnd)).toBe('min');
  });
});

describe('amount input and wire form', () => {
  it('keeps digits and one dot, at most the currency decimals', () => {
    expect(cleanAmountInput('1,234.567', 'USD')).toBe('1234.56');
    expect(cleanAmountInput('00012', 'USD')).toBe('12');
    expect(cleanAmountInput('12.3.4', 'USD')).toBe('12.34');
    expect(cleanAmountInput('5000.5', 'VND')).toBe('5000');
    expect(cleanAmountInput('$ 100', 'USD')).toBe('100');
  });

  it('sends the currency scale', () => {
    expect(wireAmount('100', 'USD')).toBe('100.00');
    expect(wireAmount('100.5', 'USD')).toBe('100.50');
    expect(wireAmount('250000', 'VND')).toBe('250000');
    expect(wireAmount('0', 'USD')).toBeUndefined();
    expect(wireAmount('x', 'USD')).toBeUndefined();
  });
});

describe('fees and display', () => {
  it('rounds the fee up to the smallest unit', () => {
    expect(feeFor('100', 15, 'USD')).toBe('1.50');
    expect(feeFor('100.01', 15, 'USD')).toBe('1.51'); // 1.50015 → 1.51
    expect(feeFor('1000', 5, 'VND')).toBe('5');
    expect(feeFor('999', 5, 'VND')).toBe('5'); // 4.995 → 5
    expect(feeFor('100', 0, 'USD')).toBeUndefined();
    expect(feeFor('', 15, 'USD')).toBeUndefined();
  });

  it('shows per mille as a percentage', () => {
    expect(permilleAsPercent(15)).toBe('1.5%');
    expect(permilleAsPercent(20)).toBe('2%');
    expect(permilleAsPercent(5)).toBe('0.5%');
  });

  it('formats with the symbol and the currency decimals', () => {
    expect(money('1234.5', 'USD')).toBe('$\u00a01,234.50');
    expect(money('250000', 'VND')).toBe('₫\u00a0250,000');
    expect(money('10', 'XYZ')).toBe('XYZ\u00a010.00');
  });

  it('compares decimal strings', () => {
    expect(compareAmounts('100.10', '100.1', 'USD')).toBe(0);
    expect(compareAmounts('0.01', '0', 'USD')).toBe(1);
    expect(compareAmounts('99', '100', 'USD')).toBe(-1);
  });
});
