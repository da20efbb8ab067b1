import type { RoulettePrize } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { formatMoney } from '../../../shared/lib/format';
import { useViewCurrency } from '../../../shared/stores/view-currency';
import { Modal } from '../../../shared/ui/modal/modal';

/**
 * AC-16: the prize alert after a spin; a cash prize says it went to the wallet. A prize whose wheel could
 * not be read again (decision 0013) still says something was won.
 */
export function RouletteAward({ prize, onClose }: { prize: RoulettePrize; onClose: () => void }) {
  const currency = useViewCurrency();
  const cash = Number(prize.cash) > 0;
  return (
    <Modal
      title={t('roulette.award_title')}
      onClose={onClose}
      className="activity-result"
      dismissible={false}
      footer={
        <button type="button" className="btn btn--primary btn--block" onClick={onClose}>
          {t('activity.ok')}
        </button>
      }
    >
      <p className="activity-result-lead">{t('roulette.award_won')}</p>
      <p className="activity-result-amount">
        {cash ? formatMoney(prize.cash, currency) : prize.label || t('roulette.award_unnamed')}
      </p>
      {cash && <p className="activity-result-note">{t('roulette.award_cash')}</p>}
    </Modal>
  );
}
