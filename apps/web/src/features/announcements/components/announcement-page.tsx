import type { MemberAnnouncement } from '@playdeck/contract';
import { useState } from 'react';
import { useHiddenMemberLinks } from '../../../shared/api/site/hidden-member-links';
import { t } from '../../../shared/i18n/translate';
import { promptDialog } from '../../../shared/ui/confirm/dialog-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadFailedState, LoadingState } from '../../../shared/ui/load-state';
import { useReadAnnouncement } from '../api/announcement-read';
import { useMemberAnnouncements } from '../api/member-announcements';
import type { AnnouncementTab } from '../lib/tabs';
import { pageCount, visibleTabs } from '../lib/tabs';
import { AnnouncementDialog } from './announcement-dialog';
import { AnnouncementList } from './announcement-list';
import './announcements.css';

/**
 * /user/Announcement: the member's announcements by kind (all, marquee, bank), unread ones marked, ten a
 * page; opening one shows it whole and marks it read.
 */
export default function AnnouncementPage() {
  const tabs = visibleTabs(useHiddenMemberLinks());
  const [chosen, setChosen] = useState<AnnouncementTab>('all');
  const tab = tabs.includes(chosen) ? chosen : 'all';
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<MemberAnnouncement | null>(null);
  const list = useMemberAnnouncements(tab, page);
  const read = useReadAnnouncement();
  const pages = pageCount(list.data?.total ?? 0);
  const show = (item: MemberAnnouncement) => {
    setOpen(item);
    if (item.is_read === 0) read.mutate(item.id);
  };

  return (
    <div className="ann-page">
      <div className="ann-head">
        <div className="tabs" role="tablist" aria-label={t('announcement.kinds')}>
          {tabs.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              className="tab"
              aria-selected={tab === name}
              onClick={() => {
                setChosen(name);
                setPage(1);
              }}
            >
              {t(`announcement.tab.${name}`)}
            </button>
          ))}
        </div>
        {list.data && list.data.unread > 0 && (
          <span className="chip ann-unread-count" role="status">
            {t('announcement.unread_count', { count: list.data.unread })}
          </span>
        )}
      </div>
      <div role="tabpanel" aria-label={t(`announcement.tab.${tab}`)}>
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <LoadFailedState
            message={t('member.load_failed')}
            retryLabel={t('member.retry')}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.list.length === 0 ? (
          <EmptyState icon="megaphone" title={t('announcement.empty')} description={t('announcement.empty_text')} />
        ) : (
          <AnnouncementList items={list.data.list} busy={list.isPlaceholderData} onOpen={show} />
        )}
      </div>
      {pages > 1 && (
        <nav className="ann-pager" aria-label={t('announcement.pages')}>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('announcement.previous')}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm ann-pager-text"
            title={t('announcement.go_to_page')}
            onClick={() => void askPage(page, pages).then((next) => next && setPage(next))}
          >
            {t('announcement.page_of', { page, pages })}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={page >= pages || list.isPlaceholderData}
            onClick={() => setPage(page + 1)}
          >
            {t('announcement.next')}
          </button>
        </nav>
      )}
      {open && <AnnouncementDialog item={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

/** Asks for a page number in a prompt (digits only, else 'Illegal input') within the list's pages. */
async function askPage(page: number, pages: number): Promise<number | null> {
  const value = await promptDialog({
    title: t('announcement.go_to_page'),
    label: t('announcement.page_number'),
    initial: String(page),
    maxLength: 4,
    pattern: /\d{1,4}/,
    validator: (text) => (Number(text) >= 1 && Number(text) <= pages ? true : 'announcement.page_out_of_range'),
  });
  return value === null ? null : Number(value);
}
