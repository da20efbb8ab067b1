import { BALANCE_BACK_CODES } from '@playdeck/contract';
import { ApiError } from '../../../shared/api/api-error';
import { callApi } from '../../../shared/api/call-api';
import { refreshBalance, setMemberCash } from '../../../shared/api/wallet/balance';
import { secondsLeft } from '../../../shared/games/launch-rules';
import { t } from '../../../shared/i18n/translate';
import { gameLaunchActions, useGameLaunch } from '../../../shared/stores/game-launch-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import { balanceBackError } from '../lib/balance-back';

/**
 * One-click balance back (balance_get_back): every provider balance returns to the main wallet.
 * Each press starts a 10 s cooldown; while the request runs, games refuse to start (one_key_waiting).
 * On success the wallet refreshes. `quietWhenNothing` is for callers that have just left a game (whose leave
 * usually brought the money home already): "nothing to bring back" is then the expected answer, not news.
 */
export async function balanceGetBack(now = Date.now(), { quietWhenNothing = false } = {}): Promise<boolean> {
  const state = useGameLaunch.getState();
  if (state.balanceBackRunning || secondsLeft(state.balanceBackUntil, now) > 0) return false;
  gameLaunchActions.setBalanceBackRunning(true);
  gameLaunchActions.startBalanceBackCooldown(now);
  try {
    const reply = await callApi('balanceGetBack', {}, { silent: true });
    setMemberCash(reply.member_cash);
    toast.success(t('wallet.back_done'));
    return true;
  } catch (error) {
    if (quietWhenNothing && isNothingToBring(error)) return false;
    const failure = balanceBackError(error);
    toast.error('key' in failure ? t(failure.key) : failure.text);
    return false;
  } finally {
    gameLaunchActions.setBalanceBackRunning(false);
    refreshBalance();
  }
}

const isNothingToBring = (error: unknown) =>
  error instanceof ApiError && error.code === BALANCE_BACK_CODES.nothingToBring;
