import type { MemberAnnouncement } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { formatDateTime } from '../../../shared/lib/format';
import { excerpt } from '../lib/tabs';

/**
 * The announcements of a page: unread ones bold with a dot, each a button that opens it. A marquee item
 * has no title of its own: its text stands in for it.
 */
export function AnnouncementList({
  items,
  busy,
  onOpen,
}: {
  items: MemberAnnouncement[];
  busy: boolean;
  onOpen: (item: MemberAnnouncement) => void;
}) {
  return (
    <ul className="ann-list" aria-busy={busy}>
      {items.map((item) => {
        const unread = item.is_read === 0;
        return (
          <li key={item.id}>
            <button
              type="button"
              className={`ann-item${unread ? ' ann-item--unread' : ''}`}
              onClick={() => onOpen(item)}
            >
              <span className="ann-dot" aria-hidden="true" />
              <span className="ann-item-main">
                <span className="ann-item-title">
                  {unread && <span className="visually-hidden">{t('announcement.unread')}: </span>}
                  {item.title || excerpt(item.content)}
                </span>
                {item.title && <span className="ann-item-text">{excerpt(item.content)}</span>}
              </span>
              <span className="ann-item-meta">
                <span className="chip">{t(`announcement.kind.${item.kind}`)}</span>
                <time dateTime={item.published_at}>{formatDateTime(item.published_at)}</time>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
