import { t } from '../../i18n/translate';

// One pager under every paged member table; each feature keeps its own class names and message keys.

/** A feature's words for the pager, as message keys; `pageOf` gets {{page}} and {{pages}}. */
export interface PagerKeys {
  pages: string;
  previous: string;
  next: string;
  pageOf: string;
}

/** Previous / "Page 2 of 5" / next under a paged list; nothing when there is one page. */
export function Pager(props: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  keys: PagerKeys;
  className: string;
  textClassName: string;
}) {
  const { page, pages, onPage, keys, className, textClassName } = props;
  if (pages <= 1) return null;
  return (
    <nav className={className} aria-label={t(keys.pages)}>
      <button type="button" className="btn btn--ghost btn--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t(keys.previous)}
      </button>
      <span className={textClassName}>{t(keys.pageOf, { page, pages })}</span>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t(keys.next)}
      </button>
    </nav>
  );
}
