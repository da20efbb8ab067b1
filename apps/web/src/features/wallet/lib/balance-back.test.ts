import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { callApi } from '../../../shared/api/call-api';
import { refreshBalance } from '../../../shared/api/wallet/balance';
import { gameLaunchActions, useGameLaunch } from '../../../shared/stores/game-launch-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import { balanceGetBack } from '../api/balance-get-back';
import { balanceBackError } from './balance-back';

vi.mock('../../../shared/api/call-api', () => ({ callApi: vi.fn() }));
vi.mock('../../../shared/api/wallet/balance', () => ({ refreshBalance: vi.fn(), setMemberCash: vi.fn() }));
vi.mock('../../../shared/ui/toast/toast-store', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const api = vi.mocked(callApi);

beforeEach(() => {
  gameLaunchActions.reset();
  api.mockReset();
});
afterEach(() => vi.clearAllMocks());

describe('balance get-back messages', () => {
  it('maps codes 101 to 105 to their own messages and shows the server message otherwise', () => {
    for (const code of [101, 102, 103, 104, 105]) {
      expect(balanceBackError(new ApiError('server', 'x', code))).toEqual({ key: `one_key_err_code_${code}` });
    }
    expect(balanceBackError(new ApiError('server', 'Wallet locked', 106))).toEqual({ text: 'Wallet locked' });
    expect(balanceBackError(new ApiError('timeout', 'requestTimeout'))).toEqual({ text: 'requestTimeout' });
    expect(balanceBackError(new Error('boom'))).toEqual({ key: 'wallet.back_failed' });
  });
});

describe('one-click balance back', () => {
  it('runs once, then cools down for 10 s whatever the outcome', async () => {
    api.mockResolvedValueOnce({ member_cash: '30.00', amount: '30.00' });
    const first = balanceGetBack(1_000);
    expect(useGameLaunch.getState().balanceBackRunning).toBe(true);
    expect(await first).toBe(true);
    expect(useGameLaunch.getState().balanceBackRunning).toBe(false);
    expect(refreshBalance).toHaveBeenCalled();
    expect(api).toHaveBeenCalledWith('balanceGetBack', {}, { silent: true });

    expect(await balanceGetBack(10_999)).toBe(false);
    expect(api).toHaveBeenCalledTimes(1);

    api.mockRejectedValueOnce(new ApiError('server', 'nothing', 102));
    expect(await balanceGetBack(11_000)).toBe(false);
    expect(api).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenCalledWith('one_key_err_code_102');
    expect(useGameLaunch.getState().balanceBackUntil).toBe(21_000);
  });

  it('does not start while one is running', async () => {
    gameLaunchActions.setBalanceBackRunning(true);
    expect(await balanceGetBack(50_000)).toBe(false);
    expect(api).not.toHaveBeenCalled();
  });

  it('keeps quiet about "nothing to bring back" after a leave, but not about other failures', async () => {
    api.mockRejectedValueOnce(new ApiError('server', 'nothing', 102));
    expect(await balanceGetBack(100_000, { quietWhenNothing: true })).toBe(false);
    expect(toast.error).not.toHaveBeenCalled();
    expect(refreshBalance).toHaveBeenCalled();

    api.mockRejectedValueOnce(new ApiError('server', 'maintenance', 103));
    expect(await balanceGetBack(200_000, { quietWhenNothing: true })).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('one_key_err_code_103');
  });
});
