import { t } from '../../../shared/i18n/translate';
import { BET_RECORDS_PAGE_SIZE } from '../api/bet-records';

/** Previous and next page of the rounds, with where the member is. */
export function BetPager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / BET_RECORDS_PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <nav className="hist-pager" aria-label={t('history.pages')}>
      <button type="button" className="btn btn--ghost btn--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('history.previous')}
      </button>
      <span className="hist-pager-text">{t('history.page_of', { page, pages })}</span>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('history.next')}
      </button>
    </nav>
  );
}
