import type { Announcement } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { formatDateTime } from '../../../shared/lib/format';
import { Modal } from '../../../shared/ui/modal/modal';
import './announcements-modal.css';

interface AnnouncementsModalProps {
  announcements: Announcement[];
  onClose: () => void;
}

/** Every current announcement at once, for reading at leisure what the marquee scrolls past. */
export default function AnnouncementsModal({ announcements, onClose }: AnnouncementsModalProps) {
  return (
    <Modal title={t('home.announcements')} onClose={onClose} className="modal--wide announcements-modal">
      <ol className="announcements-list">
        {announcements.map((item) => (
          <li key={item.id} className="announcements-item">
            <p>{item.content}</p>
            {item.created_at && (
              <time className="announcements-date" dateTime={item.created_at}>
                {formatDateTime(item.created_at)}
              </time>
            )}
          </li>
        ))}
      </ol>
    </Modal>
  );
}
