import { describe, expect, it } from 'vitest';
import {
  badgeCount,
  formatAmount,
  formatDateTime,
  formatDemoCredits,
  formatMoney,
  formatZonedDateTime,
  zoneName,
} from './format';

describe('money formatting', () => {
  it('groups decimal strings without going through floats', () => {
    expect(formatAmount('1234567.5')).toBe('1,234,567.50');
    expect(formatAmount('-0042.129')).toBe('-42.12');
    expect(formatAmount('9007199254740993.01')).toBe('9,007,199,254,740,993.01');
    expect(formatMoney('10', 'VND')).toBe('₫ 10.00');
  });

  it('shows demo credits in GP, by its code, wherever they appear', () => {
    expect(formatDemoCredits('2000')).toBe('GP 2,000.00');
    expect(formatMoney('1234.5', 'GP')).toBe('GP 1,234.50');
    expect(formatMoney('1234.5', 'USD')).toBe('$ 1,234.50');
  });

  it('caps badges', () => {
    expect(badgeCount(100, 99)).toBe('99+');
    expect(badgeCount(7, 99)).toBe('7');
  });

  it('shows date-times in the site time zone', () => {
    expect(formatDateTime('2026-01-01T00:00:00Z')).toBe('2025-12-31 20:00');
    expect(formatDateTime('2026-03-05T14:07:00Z', 'UTC')).toBe('2026-03-05 14:07');
    expect(formatDateTime('soon')).toBe('soon');
  });

  it('names the zone for deadlines and schedules', () => {
    expect(formatZonedDateTime('2026-01-01T00:00:00Z')).toBe('2025-12-31 20:00 GMT-4');
    expect(formatZonedDateTime('2026-03-05T14:07:00Z', 'UTC')).toBe('2026-03-05 14:07 UTC');
    expect(formatZonedDateTime('2026-03-05T14:07:00Z', 'Asia/Kolkata')).toBe('2026-03-05 19:37 GMT+5:30');
    expect(zoneName(new Date('2026-07-01T00:00:00Z'), 'America/New_York')).toBe('EDT');
    expect(formatZonedDateTime('soon')).toBe('soon');
  });
});
