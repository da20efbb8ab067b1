import type { WithdrawInfoReply } from '@playdeck/contract';
import { describe, expect, it } from 'vitest';
import { withdrawBlock } from './withdraw-rules';

const info: WithdrawInfoReply = {
  currency: 'USD',
  balance: '500.00',
  held: '0.00',
  min_amount: '50.00',
  max_amount: '10000.00',
  daily_count: 3,
  daily_amount: '20000.00',
  used_today_count: 0,
  used_today_amount: '0.00',
  turnover_left: '0.00',
  has_withdraw_password: 1,
  accounts: [],
};

describe('withdraw blocks', () => {
  it('lets a member with nothing outstanding withdraw', () => {
    expect(withdrawBlock(info)).toBeNull();
  });

  it('blocks while turnover is left, then when today is used up', () => {
    expect(withdrawBlock({ ...info, turnover_left: '0.01' })).toBe('turnover');
    expect(withdrawBlock({ ...info, used_today_count: 3 })).toBe('daily_count');
    expect(withdrawBlock({ ...info, used_today_amount: '20000' })).toBe('daily_amount');
  });

  it('reads the limits as the server does: 0 allows none', () => {
    expect(withdrawBlock({ ...info, daily_count: 0 })).toBe('daily_count');
    expect(withdrawBlock({ ...info, daily_amount: '0.00' })).toBe('daily_amount');
  });
});
