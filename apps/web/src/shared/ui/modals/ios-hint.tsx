import { t } from '../../i18n/translate';
import { Icon } from '../icons';
import { Modal } from '../modal/modal';
import './modals.css';

/** iOS has no install prompt: this explains Share, then Add to Home Screen. */
export function IosHintModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      title={t('ios_hint.title')}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {t('ios_hint.ok')}
        </button>
      }
    >
      <ol className="hint-steps">
        <li>
          <span className="hint-step-icon">
            <Icon name="share" />
          </span>
          {t('ios_hint.step_share')}
        </li>
        <li>
          <span className="hint-step-icon">
            <Icon name="grid" />
          </span>
          {t('ios_hint.step_add')}
        </li>
        <li>
          <span className="hint-step-icon">
            <Icon name="star" />
          </span>
          {t('ios_hint.step_open')}
        </li>
      </ol>
    </Modal>
  );
}
