import { t } from '../../../shared/i18n/translate';
import { AppLink } from '../../../shared/ui/app-link';
import { EmptyState } from '../../../shared/ui/empty-state';
import type { IconName } from '../../../shared/ui/icons';
import type { PageArticleKind } from '../api/pages';
import { isNotFound, useArticle, useArticles } from '../api/pages';
import { parseContentId } from '../lib/promotions';
import { LoadFailed, SkeletonLines } from './content-states';
import { RichText } from '../../../shared/ui/rich-text';
import './content.css';

export interface ArticleLayoutProps {
  kind: PageArticleKind;
  title: string;
  menuTitle: string;
  icon: IconName;
  /** The id in the path, when it names one. */
  selectedId?: string;
}

function ArticleBody({ kind, id, icon }: { kind: PageArticleKind; id: number; icon: IconName }) {
  const article = useArticle(kind, id);
  if (article.isPending) return <SkeletonLines lines={8} />;
  if (article.isError) {
    const { error, refetch } = article;
    return isNotFound(error) ? <Missing icon={icon} /> : <LoadFailed icon={icon} onRetry={() => void refetch()} />;
  }
  const { data } = article;
  return (
    <>
      <h2 className="article-title">{data.title}</h2>
      <RichText html={data.content} />
    </>
  );
}

function Missing({ icon }: { icon: IconName }) {
  return (
    <EmptyState icon={icon} title={t('content.article_missing')} description={t('content.article_missing_text')} />
  );
}

/**
 * FAQ and site-information pages: the kind's entries as a side menu (a scrolling strip on phones), the
 * chosen entry beside it. Without an id in the path the first entry is shown.
 */
export function ArticleLayout({ kind, title, menuTitle, icon, selectedId }: ArticleLayoutProps) {
  const entries = useArticles(kind);
  const requested = parseContentId(selectedId);
  const activeId = selectedId !== undefined ? requested : entries.data?.[0]?.id;
  let body;
  if (activeId !== undefined) body = <ArticleBody key={activeId} kind={kind} id={activeId} icon={icon} />;
  else if (selectedId !== undefined) body = <Missing icon={icon} />;
  else if (entries.isPending) body = <SkeletonLines lines={8} />;
  else if (entries.isError) body = <LoadFailed icon={icon} onRetry={() => void entries.refetch()} />;
  else {
    body = <EmptyState icon={icon} title={t('content.article_pick')} description={t('content.article_pick_text')} />;
  }
  return (
    <div className="container page">
      <h1 className="page-title">{title}</h1>
      <div className="article-layout">
        <nav className="card article-menu" aria-label={menuTitle}>
          <h2 className="article-menu-title">{menuTitle}</h2>
          {entries.isPending ? (
            <SkeletonLines lines={4} />
          ) : entries.data?.length ? (
            <ul className="article-menu-list">
              {entries.data.map((entry) => (
                <li key={entry.id}>
                  <AppLink
                    to={`/${kind}/${entry.id}`}
                    className="article-menu-link"
                    aria-current={entry.id === activeId ? 'page' : undefined}
                  >
                    {entry.title}
                  </AppLink>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState icon={icon} title={t('content.menu_empty')} compact />
          )}
        </nav>
        <article className={`card article-body${activeId !== undefined ? ' article-body--text' : ''}`}>{body}</article>
      </div>
    </div>
  );
}
