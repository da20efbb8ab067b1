import { t } from '../../../shared/i18n/translate';
import { formatMoney } from '../../../shared/lib/format';
import { useViewCurrency } from '../../../shared/stores/view-currency';
import { Modal } from '../../../shared/ui/modal/modal';

/** The claim result. Closing it refreshes the wallet and the envelope (the caller's onClose). */
export function RedEnvelopeClaimed({ cash, onClose }: { cash: string; onClose: () => void }) {
  const currency = useViewCurrency();
  return (
    <Modal
      title={t('red_envelope.title')}
      onClose={onClose}
      className="activity-result"
      footer={
        <button type="button" className="btn btn--primary btn--block" onClick={onClose}>
          {t('activity.ok')}
        </button>
      }
    >
      <p className="activity-result-lead">{t('red_envelope.received')}</p>
      <p className="activity-result-amount">{formatMoney(cash, currency)}</p>
    </Modal>
  );
}
