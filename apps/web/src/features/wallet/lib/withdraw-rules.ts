import type { WithdrawInfoReply } from '@playdeck/contract';
import { compareAmounts } from '../../../shared/lib/amount-text';

export const WITHDRAW_BLOCKS = ['turnover', 'daily_count', 'daily_amount'] as const;
/** Why no withdrawal can be asked for right now (the form is shown disabled with the reason). */
export type WithdrawBlock = (typeof WITHDRAW_BLOCKS)[number] | null;

/**
 * The rules the page can see before asking: turnover still to wager, today's count or amount used up
 * (the limits are absolute, as the server applies them). The server checks again; its answer counts.
 */
export function withdrawBlock(info: WithdrawInfoReply): WithdrawBlock {
  const { currency } = info;
  if (compareAmounts(info.turnover_left, '0', currency) > 0) return 'turnover';
  if (info.used_today_count >= info.daily_count) return 'daily_count';
  if (compareAmounts(info.used_today_amount, info.daily_amount, currency) >= 0) return 'daily_amount';
  return null;
}
