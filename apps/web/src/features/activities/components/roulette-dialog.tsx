import { useEffect, useEffectEvent, useState } from 'react';
import { refreshRouletteInfo, useRoulette } from '../../../shared/api/activities/roulette';
import { t } from '../../../shared/i18n/translate';
import { toast } from '../../../shared/ui/toast/toast-store';
import { Modal } from '../../../shared/ui/modal/modal';
import { spinRoulette } from '../api/spin-roulette';
import { useRouletteSpin } from '../stores/roulette-spin-store';
import { useWheelArt } from '../wheel-art/use-wheel-art';
import { RouletteArtButton } from './roulette-art-button';
import { RouletteDraws } from './roulette-draws';
import { RouletteWheel } from './roulette-wheel';
import './roulette-wheel.css';

/**
 * The wheel: it reads the activity again on opening and enables Spin once loaded; a spin
 * blocks further spins and turns 1.5 s (eased) to the prize plus ten turns, or at once with "quick" or
 * reduced motion. The spin itself lives in the spin store, so closing this dialog mid-spin (× or Escape)
 * never loses the prize: the launcher shows it.
 */
export function RouletteDialog({ onClose }: { onClose: () => void }) {
  const { data: detail } = useRoulette();
  const { spinning, rotation, animate } = useRouletteSpin();
  const [loaded, setLoaded] = useState(false);
  const [quick, setQuick] = useState(false);
  const close = useEffectEvent(onClose);
  const art = useWheelArt();

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
    };
  }, []);

  const prizes = detail?.prize_settings ?? [];
  const spin = () => {
    if (loaded && prizes.length > 0) void spinRoulette(prizes, quick);
  };

  return (
    <Modal
      title={detail?.title || t('roulette.title')}
      onClose={onClose}
      className={`roulette-modal roulette-look-${art.look}`}
      dismissible={!spinning}
    >
      <img className="roulette-backdrop" src={art.background} alt="" draggable={false} />
      <RouletteWheel prizes={prizes} rotation={rotation} animate={animate} art={art} />
      <RouletteDraws count={detail?.remaining_draws ?? 0} sprite={art.digits} />
      <div className="roulette-actions">
        <RouletteArtButton
          art={art.button}
          className="roulette-spin"
          onClick={spin}
          disabled={!loaded || spinning}
          aria-busy={spinning}
        >
          {spinning ? t('roulette.spinning') : t('roulette.spin')}
        </RouletteArtButton>
        <label className="roulette-quick">
          <input type="checkbox" checked={quick} onChange={(e) => setQuick(e.target.checked)} />
          {t('roulette.quick')}
        </label>
      </div>
    </Modal>
  );
}
