import type { RoulettePrize, RouletteSpinReply } from '@playdeck/contract';
import { ROULETTE_CODES } from '@playdeck/contract';
import { refreshRouletteInfo, setRemainingDraws } from '../../../shared/api/activities/roulette';
import { ApiError } from '../../../shared/api/api-error';
import { callApi } from '../../../shared/api/call-api';
import { t } from '../../../shared/i18n/translate';
import { openPage } from '../../../shared/lib/navigation';
import { useLayout } from '../../../shared/stores/layout-store';
import { confirmDialog } from '../../../shared/ui/confirm/dialog-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import { closeWheel, landOn, spinFailed, startSpin } from '../stores/roulette-spin-store';
import { DEPOSIT_PATH } from '../../../shared/lib/member-links';

/** The spin codes with their own message; others show the server's. */
const SPIN_MESSAGES: Record<number, string> = {
  [ROULETTE_CODES.ended]: 'roulette.ended',
  [ROULETTE_CODES.outOfStock]: 'roulette.out_of_stock',
  [ROULETTE_CODES.notEligible]: 'roulette.not_eligible',
};

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The drawn prize on the wheel on screen. Spin names no wheel (the server spins the one decision 0013
 * shows), so a wheel read before another one took its place (its draws spent, a new grant) may not hold
 * it: then the fresh wheel is read, and shown, before turning.
 */
async function findWon(reply: RouletteSpinReply, shown: RoulettePrize[]) {
  let prizes = shown;
  let index = prizes.findIndex((p) => p.prize_id === reply.prize_id);
  if (index < 0) {
    prizes = (await refreshRouletteInfo().catch(() => null))?.prize_settings ?? [];
    index = prizes.findIndex((p) => p.prize_id === reply.prize_id);
  }
  const prize: RoulettePrize = prizes[index] ?? { prize_id: reply.prize_id, label: '', item: null, cash: '0' };
  return { prize: { ...prize, cash: reply.cash }, index, count: prizes.length };
}

/** 2093101 offers a deposit for more draws; other refusals say why. */
async function explain(error: unknown): Promise<void> {
  if (!(error instanceof ApiError) || error.kind === 'aborted' || error.kind === 'unauthorized') return;
  if (error.code === ROULETTE_CODES.noDrawsLeft) {
    const deposit = await confirmDialog({
      title: t('roulette.title'),
      message: t('roulette.no_draws'),
      confirmText: t('roulette.deposit'),
    });
    if (deposit) {
      closeWheel();
      void openPage(DEPOSIT_PATH, useLayout.getState().mode);
    }
    return;
  }
  const key = error.code === undefined ? undefined : SPIN_MESSAGES[error.code];
  toast.error(key ? t(key) : error.message);
}

/** One press of Spin: asks the server, then turns the wheel to what it drew. */
export async function spinRoulette(shown: RoulettePrize[], quick: boolean): Promise<void> {
  if (!startSpin()) return;
  let reply: RouletteSpinReply;
  try {
    reply = await callApi('rouletteSpin', {}, { silent: true, abortable: true });
  } catch (error) {
    spinFailed();
    return explain(error);
  }
  setRemainingDraws(reply.remaining_draws);
  const won = await findWon(reply, shown);
  // A prize on no wheel we can read is still shown, without a turn to a segment it does not have.
  landOn(won.prize, Math.max(0, won.index), won.count, quick || reducedMotion() || won.index < 0);
}
