import type { Bulletin } from '@playdeck/contract';
import { useId, useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { Modal } from '../../../shared/ui/modal/modal';
import { BulletinBody } from './bulletin-body';
import './popup-discount.css';

interface PopupDiscountModalProps {
  items: Bulletin[];
  onClose: () => void;
  onHistory: () => void;
  onFollowLink: (path: string) => void;
}

/** The pop-up discount dialog: the bulletins' headings as tabs, the chosen one's body beside them. */
export function PopupDiscountModal({ items, onClose, onHistory, onFollowLink }: PopupDiscountModalProps) {
  const [chosenId, setChosenId] = useState(items[0]?.id);
  const baseId = useId();
  const chosen = items.find((item) => item.id === chosenId) ?? items[0];
  if (!chosen) return null;
  const single = items.length === 1;
  return (
    <Modal
      title={single ? chosen.display_content : t('popup.title')}
      onClose={onClose}
      className={`popup-modal${single ? ' popup-modal--single' : ''}`}
      footer={
        <>
          <button type="button" className="btn btn--ghost btn--sm" onClick={onHistory}>
            {t('popup.history')}
          </button>
          <button type="button" className="btn btn--primary btn--sm" onClick={onClose}>
            {t('close')}
          </button>
        </>
      }
    >
      <div className="popup-layout">
        {!single && (
          <div className="popup-tabs" role="tablist" aria-label={t('popup.items')}>
            {items.map((item) => (
              <button
                key={item.id}
                type="button"
                role="tab"
                id={`${baseId}-tab-${item.id}`}
                aria-selected={item === chosen}
                aria-controls={`${baseId}-panel`}
                className="popup-tab"
                onClick={() => setChosenId(item.id)}
              >
                {item.display_content}
              </button>
            ))}
          </div>
        )}
        <div
          className="popup-panel"
          id={`${baseId}-panel`}
          {...(single ? {} : { role: 'tabpanel', 'aria-labelledby': `${baseId}-tab-${chosen.id}` })}
        >
          {!single && <h3 className="popup-panel-title">{chosen.display_content}</h3>}
          <BulletinBody html={chosen.content} onFollowLink={onFollowLink} />
        </div>
      </div>
    </Modal>
  );
}
