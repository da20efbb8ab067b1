import type { MemberAnnouncement } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { formatDateTime } from '../../../shared/lib/format';
import { Modal } from '../../../shared/ui/modal/modal';

/** One announcement, whole: plain text whose line breaks are kept (never HTML); its kind when it has no title. */
export function AnnouncementDialog({ item, onClose }: { item: MemberAnnouncement; onClose: () => void }) {
  return (
    <Modal
      title={item.title || t(`announcement.kind.${item.kind}`)}
      onClose={onClose}
      className="modal--wide ann-dialog"
      footer={
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {t('close')}
        </button>
      }
    >
      <p className="ann-dialog-meta">
        {/* A marquee item has no title: its kind is the dialog's title, not repeated here. */}
        {item.title && <span className="chip">{t(`announcement.kind.${item.kind}`)}</span>}
        <time dateTime={item.published_at}>{formatDateTime(item.published_at)}</time>
      </p>
      <p className="ann-dialog-text">{item.content}</p>
    </Modal>
  );
}
