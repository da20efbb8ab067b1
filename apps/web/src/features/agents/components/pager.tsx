import { t } from '../../../shared/i18n/translate';

/** Previous / "Page 2 of 5" / next under a paged list. */
export function Pager(props: { page: number; pages: number; onPage: (page: number) => void }) {
  const { page, pages, onPage } = props;
  if (pages <= 1) return null;
  return (
    <nav className="agt-pager" aria-label={t('agents.pages')}>
      <button type="button" className="btn btn--ghost btn--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('agents.previous')}
      </button>
      <span className="agt-muted">{t('agents.page_of', { page, pages })}</span>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('agents.next')}
      </button>
    </nav>
  );
}
