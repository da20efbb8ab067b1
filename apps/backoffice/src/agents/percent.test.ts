import { describe, expect, it } from 'vitest';
import { percentToPermille, permilleToPercent } from './percent';

describe('rates typed as percentages, kept in per mille', () => {
  it('shows per mille as a percentage and leaves nothing empty', () => {
    expect(permilleToPercent(125)).toBe('12.5');
    expect(permilleToPercent(1000)).toBe('100');
    expect(permilleToPercent(0)).toBe('0');
    expect(permilleToPercent(null)).toBe('');
    expect(permilleToPercent('')).toBe('');
  });

  it('turns a typed percentage into per mille without float noise', () => {
    expect(percentToPermille(12.3)).toBe(123);
    expect(percentToPermille('0.1')).toBe(1);
    expect(percentToPermille(100)).toBe(1000);
    expect(percentToPermille('')).toBeNull();
    expect(percentToPermille('abc')).toBeNull();
  });

  it('keeps a finer percentage fractional, for the form to refuse', () => {
    expect(Number.isInteger(percentToPermille(12.34))).toBe(false);
  });
});
