import { describe, expect, it } from 'vitest';
import { isPositive, percentOf } from './amount-text';

describe('isPositive', () => {
  it('is true only for a decimal string above zero', () => {
    expect(['1', '0.01', '100.00'].map(isPositive)).toEqual([true, true, true]);
    expect(['0', '0.00', '-5', '-0.00', ''].map(isPositive)).toEqual([false, false, false, false, false]);
  });
});

describe('percentOf', () => {
  it('writes a negative rate with one minus sign', () => {
    expect([-15, -250].map(percentOf)).toEqual(['-1.5%', '-25%']);
  });
});
