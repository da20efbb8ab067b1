import { describe, expect, it } from 'vitest';
import { dayEnd, dayStart, orderFilter, plainFilter } from './order-filter';

describe('payment order filters', () => {
  it('turns the days chosen into instants on the site clock, the last day whole', () => {
    expect(dayStart('2026-05-01', 'America/Caracas')).toBe('2026-05-01T00:00:00-04:00');
    expect(dayEnd('2026-05-01', 'America/Caracas')).toBe('2026-05-02T03:59:59.999Z');
    expect(dayEnd('2026-12-31', 'Asia/Shanghai')).toBe('2026-12-31T15:59:59.999Z');
    expect(dayStart('yesterday', 'UTC')).toBeUndefined();
  });

  it('sends no empty values (the API’s filter is strict), ids as numbers, and queue for the queue', () => {
    expect(
      orderFilter(
        {
          q: '  demo001 ',
          site_id: '2',
          kind: 'withdrawal',
          status: '',
          channel_kind: null,
          member_id: '7',
          created_from: '2026-05-01',
          created_to: '2026-05-01',
        },
        'America/Caracas',
      ),
    ).toEqual({
      q: 'demo001',
      site_id: 2,
      kind: 'withdrawal',
      member_id: 7,
      created_from: '2026-05-01T00:00:00-04:00',
      created_to: '2026-05-02T03:59:59.999Z',
    });
    expect(orderFilter({ q: '   ', kind: 'deposit' }, 'UTC', true)).toEqual({ kind: 'deposit', queue: true });
    expect(orderFilter(undefined, 'UTC', true)).toEqual({ queue: true });
    expect(plainFilter({ site_id: '1', problem: '', enabled: false })).toEqual({ site_id: 1, enabled: false });
  });
});
