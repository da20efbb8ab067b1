import { describe, expect, it } from 'vitest';
import { formatDecimal, negateDecimal } from './decimal';

describe('decimal strings', () => {
  it('negates decimal strings exactly, and zero stays unsigned', () => {
    expect(negateDecimal('12.50')).toBe('-12.50');
    expect(negateDecimal('-3.07')).toBe('3.07');
    expect(negateDecimal('0.00')).toBe('0.00');
    expect(negateDecimal('-0.00')).toBe('0.00');
    expect(negateDecimal('120')).toBe('-120');
    expect(negateDecimal('123456789012.3456')).toBe('-123456789012.3456');
    expect(negateDecimal('n/a')).toBe('n/a');
  });

  it('groups digits without a float, keeping every decimal the server sent', () => {
    expect(formatDecimal('1234567.50', 'en')).toBe('1,234,567.50');
    expect(formatDecimal('-9007199254740993.01', 'en')).toBe('-9,007,199,254,740,993.01');
    expect(formatDecimal('12000', 'zh-CN')).toBe('12,000');
    expect(formatDecimal('12.50', 'en', { sign: true })).toBe('+12.50');
    expect(formatDecimal('0.00', 'en', { sign: true })).toBe('0.00');
    expect(formatDecimal('-0.00', 'en')).toBe('0.00');
  });
});
