import type { RoulettePrize } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { formatMoney } from '../../../shared/lib/format';
import { useViewCurrency } from '../../../shared/stores/view-currency';
import { Modal } from '../../../shared/ui/modal/modal';
import { useWheelArt } from '../wheel-art/use-wheel-art';
import { RouletteArtButton } from './roulette-art-button';
import './roulette-award.css';

/**
 * The prize alert after a spin, drawn with the set's alert parts (ribbon, panel, button); a cash
 * prize says it went to the wallet. A prize whose wheel could not be read again (decision 0013) still
 * says something was won.
 */
export function RouletteAward({ prize, onClose }: { prize: RoulettePrize; onClose: () => void }) {
  const currency = useViewCurrency();
  const art = useWheelArt();
  const cash = Number(prize.cash) > 0;
  return (
    <Modal
      title={
        <span className="roulette-ribbon">
          <img className="roulette-ribbon-image" src={art.alertRibbon} alt="" draggable={false} />
          <span className="roulette-ribbon-text">{t('roulette.award_title')}</span>
        </span>
      }
      onClose={onClose}
      className={`activity-result roulette-award roulette-look-${art.look}`}
      dismissible={false}
    >
      <div className="roulette-award-panel">
        <img className="roulette-award-panel-image" src={art.alertPanel} alt="" draggable={false} />
        <p className="activity-result-lead">{t('roulette.award_won')}</p>
        <p className="activity-result-amount">
          {cash ? formatMoney(prize.cash, currency) : prize.label || t('roulette.award_unnamed')}
        </p>
        {cash && <p className="activity-result-note">{t('roulette.award_cash')}</p>}
        <RouletteArtButton art={art.alertButton} className="roulette-award-ok" onClick={onClose}>
          {t('activity.ok')}
        </RouletteArtButton>
      </div>
    </Modal>
  );
}
