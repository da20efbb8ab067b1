import { describe, expect, it } from 'vitest';
import { NO_FILTER, dateRangeProblem, pageCount, recordsRequest } from './records-filter';

describe('records filter', () => {
  it('leaves empty filters out of the request', () => {
    expect(recordsRequest(NO_FILTER)).toEqual({ page: 1, count: 20 });
  });

  it('sends kind, status and well-formed dates', () => {
    expect(
      recordsRequest({ kind: 'deposit', status: 'paid', start: '2026-01-01', end: '2026-01-31', page: 3 }, 10),
    ).toEqual({
      kind: 'deposit',
      status: 'paid',
      start_date: '2026-01-01',
      end_date: '2026-01-31',
      page: 3,
      count: 10,
    });
    expect(recordsRequest({ ...NO_FILTER, start: '2026-1-1', page: 0 })).toEqual({ page: 1, count: 20 });
  });

  it('refuses a start after the end', () => {
    expect(dateRangeProblem('2026-02-01', '2026-01-31')).toBe('order');
    expect(dateRangeProblem('2026-01-31', '2026-01-31')).toBeNull();
    expect(dateRangeProblem('', '2026-01-31')).toBeNull();
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(45, 10)).toBe(5);
  });
});
