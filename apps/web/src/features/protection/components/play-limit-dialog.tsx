import { t } from '../../../shared/i18n/translate';
import { RESPONSIBLE_GAMING_PATH } from '../../../shared/lib/member-links';
import { AppLink } from '../../../shared/ui/app-link';
import { Modal } from '../../../shared/ui/modal/modal';
import './protection-dialogs.css';

export interface PlayLimitDialogProps {
  /** The server's own words, already in the member's language (which limit, until when). */
  message: string;
  onClose: () => void;
}

/** A play-time limit is reached: the games were closed and their balances brought back; OK is the only answer. */
export function PlayLimitDialog({ message, onClose }: PlayLimitDialogProps) {
  return (
    <Modal
      title={t('protection.play_limit.title')}
      onClose={onClose}
      dismissible={false}
      className="rg-dialog"
      footer={
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {t('protection.play_limit.ok')}
        </button>
      }
    >
      <p className="rg-dialog-text">{message}</p>
      <p className="rg-dialog-hint">{t('protection.play_limit.hint')}</p>
      <ul className="rg-dialog-links">
        <li>
          <AppLink to={RESPONSIBLE_GAMING_PATH} onClick={onClose}>
            {t('protection.signin.rg_page')}
          </AppLink>
        </li>
      </ul>
    </Modal>
  );
}
