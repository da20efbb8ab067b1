import { useEffect } from 'react';
import { refreshRouletteInfo, reloadRoulette, useRoulette } from '../../../shared/api/activities/roulette';
import { refreshBalance } from '../../../shared/api/wallet/balance';
import { t } from '../../../shared/i18n/translate';
import { useRealtimeEvent } from '../../../shared/realtime/use-realtime-event';
import { closeAward, closeWheel, openWheel, resetSpin, useRouletteSpin } from '../stores/roulette-spin-store';
import { useWheelArt } from '../wheel-art/use-wheel-art';
import { RouletteAward } from './roulette-award';
import { RouletteDialog } from './roulette-dialog';
import './roulette.css';

/** The small disk of the launcher: a full-looking wheel whatever the prize count. */
const LAUNCHER_SEGMENTS = 8;

/** Closing the prize resets the wheel; a cash prize refreshes the wallet. */
function finishSpin(remainingDraws: number | undefined): void {
  const prize = closeAward();
  if (prize && Number(prize.cash) > 0) refreshBalance();
  // With its last draw spent, decision 0013 may show the member another wheel: read which one.
  if (remainingDraws === 0) {
    refreshRouletteInfo().then(
      (fresh) => {
        if (!fresh) closeWheel();
      },
      () => undefined,
    );
  }
}

/**
 * The floating way into the roulette: shown only while the member has an activity (2095101 = none
 * hides it), with the draws left. A roulette_display push re-initialises the activity. It also shows the
 * prize alert, whether or not the wheel is still open when the spin ends.
 */
export function RouletteLauncher() {
  const { data: detail } = useRoulette();
  const open = useRouletteSpin((s) => s.wheelOpen);
  const award = useRouletteSpin((s) => s.award);
  const art = useWheelArt();
  useRealtimeEvent('roulette_display', reloadRoulette);
  useEffect(() => resetSpin, []);
  return (
    <>
      {detail && (
        <button
          type="button"
          className="roulette-launcher"
          onClick={openWheel}
          aria-label={t('roulette.open')}
          title={detail.title}
        >
          <img className="roulette-launcher-disk" src={art.disk(LAUNCHER_SEGMENTS)} alt="" draggable={false} />
          <img className="roulette-launcher-frame" src={art.frame} alt="" draggable={false} />
          <span className="roulette-launcher-count" aria-hidden="true">
            {detail.remaining_draws}
          </span>
        </button>
      )}
      {open && <RouletteDialog onClose={closeWheel} />}
      {award && <RouletteAward prize={award} onClose={() => finishSpin(detail?.remaining_draws)} />}
    </>
  );
}
