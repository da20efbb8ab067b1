import { describe, expect, it } from 'vitest';
import { permilleAsPercent } from './permille';

describe('per-mille rates', () => {
  it('writes a per-mille fee as the percentage it makes', () => {
    expect(permilleAsPercent(15, 'en')).toBe('1.5%');
    expect(permilleAsPercent('200', 'en')).toBe('20%');
    expect(permilleAsPercent(-1, 'en')).toBeUndefined();
  });
});
