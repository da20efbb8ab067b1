import { expect, it } from 'vitest';
import { formatMinor, parseMinor } from './money.js';

it('formats and parses minor units exactly, per currency', () => {
  expect(formatMinor(12345n, 'USD')).toBe('123.45');
  expect(formatMinor(5n, 'USD')).toBe('0.05');
  expect(formatMinor(-5n, 'USD')).toBe('-0.05');
  expect(formatMinor(120000n, 'VND')).toBe('120000');
  expect(formatMinor(0n, 'USD')).toBe('0.00');
  expect(parseMinor('123.45', 'USD')).toBe(12345n);
  expect(parseMinor('0.1', 'USD')).toBe(10n);
  expect(parseMinor('0.001', 'USD')).toBeUndefined();
  expect(parseMinor('1.5', 'VND')).toBeUndefined();
  expect(parseMinor('1e3', 'USD')).toBeUndefined();
  expect(parseMinor('999999999999999.99', 'USD')).toBe(99999999999999999n);
});
