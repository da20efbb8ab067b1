import type { ProtectionLimitState } from '@playdeck/contract';
import { describe, expect, it } from 'vitest';
import { canConfirm, limitGroups, limitsOf } from './limits';

const limit = (over: Partial<ProtectionLimitState>): ProtectionLimitState => ({
  measure: 'deposit',
  period: 'day',
  member: null,
  operator: null,
  applies: null,
  used: '0.00',
  left: null,
  pending: null,
  ...over,
});

describe('limits', () => {
  it('orders one measure day, week, month and fills a missing period with no limit', () => {
    const rows = limitsOf(
      [limit({ period: 'month', applies: '900.00' }), limit({ period: 'day', applies: '10.00' })],
      'deposit',
    );
    expect(rows.map((row) => [row.period, row.applies])).toEqual([
      ['day', '10.00'],
      ['week', null],
      ['month', '900.00'],
    ]);
  });

  it('groups deposit, loss, wager and play time in that order', () => {
    expect(limitGroups([]).map((group) => group.measure)).toEqual(['deposit', 'loss', 'wager', 'session']);
  });

  it('confirms a parked raise only between confirmable_at and lapses_at', () => {
    const pending = { confirmable_at: '2026-01-02T00:00:00Z', lapses_at: '2026-01-09T00:00:00Z' };
    expect(canConfirm(pending, Date.parse('2026-01-01T23:59:59Z'))).toBe(false);
    expect(canConfirm(pending, Date.parse('2026-01-02T00:00:00Z'))).toBe(true);
    expect(canConfirm(pending, Date.parse('2026-01-09T00:00:00Z'))).toBe(false);
  });
});
