import { describe, expect, it } from 'vitest';
import type { DashboardDay } from '../api/types';
import { COUNT_FIGURES, MONEY_FIGURES, TODAY_ROWS, chartRows, hasActivity, moneyOf, shortDay } from './figures';

const day = (date: string, over: Partial<DashboardDay> = {}): DashboardDay => ({
  date,
  registrations: 0,
  first_deposits: 0,
  logins: 0,
  active_members: 0,
  transfers_in: '0.00',
  transfers_out: '0.00',
  net_game_result: '0.00',
  letters: 0,
  activity_payouts: '0.00',
  deposits: '0.00',
  withdrawals: '0.00',
  ...over,
});

describe('dashboard figures', () => {
  it('shows the operator’s game result, the opposite of what members won', () => {
    expect(moneyOf(day('2026-11-24', { net_game_result: '250.00' })).operator_result).toBe('-250.00');
    expect(moneyOf(day('2026-11-24', { net_game_result: '-80.25' })).operator_result).toBe('80.25');
  });

  it('makes chart rows whose tooltips keep the exact text, and knows an empty series', () => {
    const rows = chartRows([day('2026-11-23'), day('2026-11-24', { logins: 3, transfers_in: '10.10' })]);
    expect(rows[1]).toMatchObject({ logins: 3, transfers_in: 10.1, exact: { transfers_in: '10.10' } });
    expect(hasActivity(rows, ['logins'])).toBe(true);
    expect(hasActivity(rows, ['registrations', 'operator_result'])).toBe(false);
    const money = chartRows([day('2026-11-24', { deposits: '1500.50', withdrawals: '200.00' })]);
    expect(money[0]).toMatchObject({ deposits: 1500.5, withdrawals: 200, exact: { deposits: '1500.50' } });
    expect(hasActivity(money, ['deposits'])).toBe(true);
  });

  it('writes a UTC day short in the console’s language', () => {
    expect(shortDay('2026-11-24', 'en')).toBe('Nov 24');
    expect(shortDay('2026-11-24', 'zh-CN')).toBe('11月24日');
    expect(shortDay('soon', 'en')).toBe('soon');
  });
});

describe('today’s cards', () => {
  it('show every figure once: members, then payments, then games and activities', () => {
    const shown = TODAY_ROWS.flat();
    expect([...shown].sort()).toEqual([...COUNT_FIGURES, ...MONEY_FIGURES].sort());
    expect(TODAY_ROWS[1]).toEqual(['first_deposits', 'deposits', 'withdrawals']);
  });
});
