import { describe, expect, it } from 'vitest';
import { BET_RANGE_MAX_DAYS, lastDays, rangeProblem, utcDayBefore } from './history-dates';

const NOON = Date.parse('2026-03-10T12:00:00Z');

describe('history dates', () => {
  it('counts days in UTC, today included', () => {
    expect(utcDayBefore(0, NOON)).toBe('2026-03-10');
    expect(lastDays(7, NOON)).toEqual({ start: '2026-03-04', end: '2026-03-10' });
    expect(utcDayBefore(0, Date.parse('2026-03-10T23:59:59Z'))).toBe('2026-03-10');
  });

  it('refuses a start after the end, and a bet range over 31 days (both days counted)', () => {
    expect(rangeProblem('2026-03-02', '2026-03-01')).toBe('order');
    expect(rangeProblem('2026-01-01', '2026-01-31', BET_RANGE_MAX_DAYS)).toBeNull();
    expect(rangeProblem('2026-01-01', '2026-02-01', BET_RANGE_MAX_DAYS)).toBe('too_long');
    expect(rangeProblem('', '2026-02-01', BET_RANGE_MAX_DAYS)).toBeNull();
    expect(rangeProblem('2025-01-01', '2026-02-01')).toBeNull();
  });
});
