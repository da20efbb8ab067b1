import { describe, expect, it } from 'vitest';
import { difference } from '../../../shared/lib/amount-text';
import { moneyText, toneOf } from './signed-money';

describe('signed money', () => {
  it('says in, out or neither', () => {
    expect(toneOf('12.00')).toBe('in');
    expect(toneOf('-0.25')).toBe('out');
    expect(toneOf('0.00')).toBe('none');
  });

  it('writes the sign, the symbol and the currency’s decimals', () => {
    expect(moneyText('1234.5', 'USD', true)).toBe('+$\u00a01,234.50');
    expect(moneyText('-25', 'VND', true)).toBe('\u2212₫\u00a025');
    expect(moneyText('0.00', 'USD', true)).toBe('$\u00a00.00');
    expect(moneyText('-3.00', 'USD')).toBe('\u2212$\u00a03.00');
  });
});

describe('difference', () => {
  it('subtracts exactly in minor units', () => {
    expect(difference('0.30', '0.10', 'USD')).toBe('0.20');
    expect(difference('5', '120', 'VND')).toBe('-115');
  });
});
