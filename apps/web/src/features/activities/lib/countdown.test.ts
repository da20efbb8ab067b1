import { describe, expect, it } from 'vitest';
import { formatCountdown, formatEndAt, secondsUntil } from './countdown';

describe('red envelope countdown', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');

  it('counts whole seconds up to end_at and stops at zero', () => {
    expect(secondsUntil('2026-03-01T12:00:10Z', now)).toBe(10);
    expect(secondsUntil('2026-03-01T12:00:09.200Z', now)).toBe(10);
    expect(secondsUntil('2026-03-01T11:59:00Z', now)).toBe(0);
    expect(secondsUntil('not a date', now)).toBe(0);
  });

  it('formats hours, minutes and seconds, with days in front', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(65)).toBe('00:01:05');
    expect(formatCountdown(3600 * 5 + 7)).toBe('05:00:07');
    expect(formatCountdown(86_400 * 2 + 3 * 3600 + 4 * 60 + 5)).toBe('2d 03:04:05');
  });

  it('shows end_at in the site time zone (America/Caracas, UTC-4) by default', () => {
    expect(formatEndAt('2026-03-01T02:30:00Z')).toBe('2026-02-28 22:30 GMT-4');
    expect(formatEndAt('2026-03-01T02:30:00Z', 'Asia/Tokyo')).toBe('2026-03-01 11:30 GMT+9');
  });
});
