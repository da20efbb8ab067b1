import { describe, expect, it } from 'vitest';
import { REPORT_RANGE_MAX_DAYS, defaultRange, periodText, rangeProblem, statementPeriod } from './report-range';

// Wednesday 2025-03-12, late in the UTC day.
const now = Date.parse('2025-03-12T23:30:00Z');

describe('defaultRange', () => {
  it('is the last 7 days for days, today included', () => {
    expect(defaultRange('day', now)).toEqual({ start: '2025-03-06', end: '2025-03-12' });
  });

  it('is the last 8 weeks from a Monday for weeks', () => {
    const range = defaultRange('week', now);
    expect(range).toEqual({ start: '2025-01-20', end: '2025-03-12' });
    expect(new Date(`${range.start}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('starts on a Monday even when today is a Sunday or a Monday', () => {
    expect(defaultRange('week', Date.parse('2025-03-16T10:00:00Z')).start).toBe('2025-01-20');
    expect(defaultRange('week', Date.parse('2025-03-17T10:00:00Z')).start).toBe('2025-01-27');
  });

  it('is the last 6 months from the first of a month, across a year end', () => {
    expect(defaultRange('month', now)).toEqual({ start: '2024-10-01', end: '2025-03-12' });
    expect(defaultRange('month', Date.parse('2025-06-30T00:00:00Z')).start).toBe('2025-01-01');
  });

  it('is never too long for the server', () => {
    for (const period of ['day', 'week', 'month'] as const) expect(rangeProblem(defaultRange(period, now))).toBe(null);
  });
});

describe('rangeProblem', () => {
  it('names a missing date, a reversed range and a range over a year', () => {
    expect(rangeProblem({ start: '', end: '2025-01-01' })).toBe('missing');
    expect(rangeProblem({ start: '2025-02-01', end: '2025-01-01' })).toBe('order');
    expect(rangeProblem({ start: '2024-01-01', end: '2024-12-31' })).toBe(null);
    expect(REPORT_RANGE_MAX_DAYS).toBe(366);
    expect(rangeProblem({ start: '2023-01-01', end: '2024-01-01' })).toBe(null);
    expect(rangeProblem({ start: '2023-01-01', end: '2024-01-02' })).toBe('too_long');
  });
});

describe('periodText', () => {
  it('shows a day, a week from its first to its last day, or a month', () => {
    expect(periodText('day', '2025-03-12')).toBe('2025-03-12');
    expect(periodText('week', '2025-03-10T00:00:00.000Z')).toBe('2025-03-10 – 2025-03-16');
    expect(periodText('month', '2025-03-01')).toBe('2025-03');
    expect(periodText('day', 'later')).toBe('later');
  });
});

describe('statementPeriod', () => {
  it('runs from the first day to the day before the end', () => {
    expect(statementPeriod('2025-03-01T00:00:00.000Z', '2025-04-01T00:00:00.000Z')).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
    });
    expect(statementPeriod('2025-03-12T00:00:00Z', '2025-03-13T00:00:00Z')).toEqual({ from: '2025-03-12', to: null });
    expect(statementPeriod('x', 'y')).toEqual({ from: 'x', to: 'y' });
  });
});
