import { Suspense, useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { Icon } from '../../../shared/ui/icons';
import { PopupHistoryModal } from './lazy-parts';
import './popup-history-button.css';

/** A gift button on home that opens the pop-up discount history. */
export function PopupHistoryButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="popup-history-button"
        aria-label={t('popup.history')}
        title={t('popup.history')}
        onClick={() => setOpen(true)}
      >
        <Icon name="gift" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <PopupHistoryModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
