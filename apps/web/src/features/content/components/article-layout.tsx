import type { ReactNode } from 'react';
import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import type { IconName } from '../../../shared/ui/icons';
import './content.css';

export interface ArticleLayoutProps {
  title: string;
  menuTitle: string;
  icon: IconName;
  /** The selected entry's id, when the path names one. */
  selectedId?: string;
  children?: ReactNode;
}

/**
 * The shape shared by FAQ and site-information pages: a list of entries on the side, the chosen entry's
 * text beside it. Entries come from the footer/FAQ content calls of a later issue.
 */
export function ArticleLayout({ title, menuTitle, icon, selectedId, children }: ArticleLayoutProps) {
  return (
    <div className="container page">
      <h1 className="page-title">{title}</h1>
      <div className="article-layout">
        <nav className="card article-menu" aria-label={menuTitle}>
          <h2 className="article-menu-title">{menuTitle}</h2>
          <EmptyState icon={icon} title={t('content.menu_empty')} compact />
        </nav>
        <article className="card article-body">
          {children ?? (
            <EmptyState
              icon={icon}
              title={selectedId ? t('content.article_missing') : t('content.article_pick')}
              description={selectedId ? t('content.article_missing_text') : t('content.article_pick_text')}
            />
          )}
        </article>
      </div>
    </div>
  );
}
