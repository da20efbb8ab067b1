import { useState } from 'react';
import { t } from '../../i18n/translate';
import { Icon } from '../icons';
import { Modal } from '../modal/modal';

/** Shown inside social apps' in-app browsers, where logins, popups and games often fail. */
export function BrowserAlertModal({ onClose }: { onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Modal
      title={t('browser_alert.title')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={() => void copy()}>
            <Icon name="link" />
            {copied ? t('browser_alert.copied') : t('browser_alert.copy')}
          </button>
          <button type="button" className="btn btn--primary" onClick={onClose}>
            {t('browser_alert.continue')}
          </button>
        </>
      }
    >
      <p className="dialog-message">{t('browser_alert.text')}</p>
    </Modal>
  );
}
