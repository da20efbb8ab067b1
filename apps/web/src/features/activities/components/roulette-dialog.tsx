import type { RoulettePrize } from '@playdeck/contract';
import { ROULETTE_CODES } from '@playdeck/contract';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { refreshRouletteInfo, setRemainingDraws, useRoulette } from '../../../shared/api/activities/roulette';
import { ApiError } from '../../../shared/api/api-error';
import { callApi } from '../../../shared/api/call-api';
import { refreshBalance } from '../../../shared/api/wallet/balance';
import { t } from '../../../shared/i18n/translate';
import { openPage } from '../../../shared/lib/navigation';
import { useLayout } from '../../../shared/stores/layout-store';
import { confirmDialog } from '../../../shared/ui/confirm/dialog-store';
import { Modal } from '../../../shared/ui/modal/modal';
import { toast } from '../../../shared/ui/toast/toast-store';
import { SPIN_MS, spinTarget } from '../lib/wheel';
import { RouletteAward } from './roulette-award';
import { RouletteWheel } from './roulette-wheel';

/** S§8: the spin codes with their own message; others show the server's. */
const SPIN_MESSAGES: Record<number, string> = {
  [ROULETTE_CODES.ended]: 'roulette.ended',
  [ROULETTE_CODES.outOfStock]: 'roulette.out_of_stock',
  [ROULETTE_CODES.notEligible]: 'roulette.not_eligible',
};

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The wheel (AC-11…AC-16): it reads the activity again on opening and enables Spin once loaded; a spin
 * blocks further spins, turns 1.5 s (eased) to the prize plus ten turns, or at once with "quick" or reduced
 * motion, then the award opens; closing the award resets the wheel. 2093101 asks to deposit for more draws.
 */
export function RouletteDialog({ onClose }: { onClose: () => void }) {
  const { data: detail } = useRoulette();
  const mode = useLayout((s) => s.mode);
  const [loaded, setLoaded] = useState(false);
  const [spinning, setSpinning] = useState(false);
  const [quick, setQuick] = useState(false);
  const [rotation, setRotation] = useState(0);
  const [animate, setAnimate] = useState(false);
  const [award, setAward] = useState<RoulettePrize | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    let live = true;
    refreshRouletteInfo().then(
      (fresh) => {
        if (!live) return;
        if (fresh) return setLoaded(true);
        toast.warning(t('roulette.none'));
        close();
      },
      () => live && close(),
    );
    return () => {
      live = false;
      window.clearTimeout(timer.current);
    };
  }, []);

  const prizes = detail?.prize_settings ?? [];
  const spin = async () => {
    if (spinning || !loaded || prizes.length === 0) return;
    setSpinning(true);
    try {
      const reply = await callApi('rouletteSpin', {}, { silent: true, abortable: true });
      setRemainingDraws(reply.remaining_draws);
      const index = Math.max(
        0,
        prizes.findIndex((p) => p.prize_id === reply.prize_id),
      );
      const won = { ...(prizes[index] as RoulettePrize), cash: reply.cash };
      const skip = quick || reducedMotion();
      setAnimate(!skip);
      setRotation((current) => spinTarget(current, index, prizes.length, Math.random()));
      timer.current = window.setTimeout(() => setAward(won), skip ? 0 : SPIN_MS);
    } catch (error) {
      setSpinning(false);
      if (!(error instanceof ApiError) || error.kind === 'aborted' || error.kind === 'unauthorized') return;
      if (error.code === ROULETTE_CODES.noDrawsLeft) {
        const deposit = await confirmDialog({
          title: t('roulette.title'),
          message: t('roulette.no_draws'),
          confirmText: t('roulette.deposit'),
        });
        if (deposit) {
          onClose();
          void openPage('/user/Deposit', mode);
        }
        return;
      }
      const key = error.code === undefined ? undefined : SPIN_MESSAGES[error.code];
      toast.error(key ? t(key) : error.message);
    }
  };

  const closeAward = () => {
    if (award && Number(award.cash) > 0) refreshBalance();
    setAward(null);
    setAnimate(false);
    setRotation(0);
    setSpinning(false);
  };

  return (
    <Modal
      title={detail?.title || t('roulette.title')}
      onClose={onClose}
      className="roulette-modal"
      dismissible={!spinning}
    >
      <RouletteWheel prizes={prizes} rotation={rotation} animate={animate} />
      <p className="roulette-draws" aria-live="polite">
        {t('roulette.remaining', { count: detail?.remaining_draws ?? 0 })}
      </p>
      <div className="roulette-actions">
        <button
          type="button"
          className="btn btn--primary roulette-spin"
          onClick={() => void spin()}
          disabled={!loaded || spinning}
          aria-busy={spinning}
        >
          {spinning ? t('roulette.spinning') : t('roulette.spin')}
        </button>
        <label className="roulette-quick">
          <input type="checkbox" checked={quick} onChange={(e) => setQuick(e.target.checked)} />
          {t('roulette.quick')}
        </label>
      </div>
      {award && <RouletteAward prize={award} onClose={closeAward} />}
    </Modal>
  );
}
