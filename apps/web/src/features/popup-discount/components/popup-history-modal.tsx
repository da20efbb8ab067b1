import { useLocation } from 'react-router';
import { t } from '../../../shared/i18n/translate';
import { formatDateTime } from '../../../shared/lib/format';
import { openPage } from '../../../shared/lib/navigation';
import { useLayout } from '../../../shared/stores/layout-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Modal } from '../../../shared/ui/modal/modal';
import { useBulletinHistory } from '../api/bulletins';
import { bulletinTarget, newestFirst } from '../lib/popup-rules';
import { BulletinBody } from './bulletin-body';
import './popup-discount.css';

interface PopupHistoryModalProps {
  onClose: () => void;
  /** A site link in a body was clicked; by default the history closes and the page opens. */
  onFollowLink?: (path: string) => void;
}

/** The pop-up history: what was published for this page, newest first, each body folded until opened. */
export default function PopupHistoryModal({ onClose, onFollowLink }: PopupHistoryModalProps) {
  const mode = useLayout((s) => s.mode);
  const followLink =
    onFollowLink ??
    ((path: string) => {
      onClose();
      void openPage(path, mode);
    });
  const { pathname, search } = useLocation();
  const history = useBulletinHistory(bulletinTarget(mode, pathname, search));
  const items = newestFirst(history.data?.list ?? []);
  return (
    <Modal title={t('popup.history')} onClose={onClose} className="popup-modal popup-history">
      {history.isPending ? (
        <p className="popup-status" role="status">
          {t('loading')}
        </p>
      ) : history.isError ? (
        <EmptyState
          icon="info"
          title={t('popup.history_error')}
          compact
          action={
            <button type="button" className="btn btn--outline btn--sm" onClick={() => void history.refetch()}>
              {t('popup.retry')}
            </button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState icon="megaphone" title={t('popup.history_empty')} compact />
      ) : (
        <ul className="popup-history-list">
          {items.map((item, index) => (
            <li key={item.id}>
              {/* The newest one starts open: it is usually the one the visitor came for. */}
              <details className="popup-history-item" open={index === 0}>
                <summary>
                  <span className="popup-history-heading">{item.display_content}</span>
                  <time className="popup-history-date" dateTime={item.updated_at}>
                    {formatDateTime(item.updated_at)}
                  </time>
                </summary>
                <BulletinBody html={item.content} onFollowLink={followLink} />
              </details>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
