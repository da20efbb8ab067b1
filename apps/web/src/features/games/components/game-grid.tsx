import type { ReactNode } from 'react';
import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import type { IconName } from '../../../shared/ui/icons';
import './games.css';

export interface GameGridProps {
  /** Empty-state icon, title and text while the list has no games. */
  icon?: IconName;
  title?: string;
  description?: string;
  action?: ReactNode;
}

/** An empty list: the grid's outline stays behind the empty-state message. */
export function GameGrid({
  icon = 'grid',
  title = t('games.empty'),
  description = t('games.empty_text'),
  action,
}: GameGridProps) {
  return (
    <div className="game-grid game-grid--empty">
      <div className="game-grid-ghosts" aria-hidden="true">
        {Array.from({ length: 12 }, (_, i) => (
          <span key={i} className="game-ghost" />
        ))}
      </div>
      <EmptyState icon={icon} title={title} description={description} action={action} />
    </div>
  );
}

/** Placeholder tiles while a list loads. */
export function GameGridLoading({ count = 12 }: { count?: number }) {
  return (
    <div className="game-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('games.loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="game-skeleton-tile" aria-hidden="true" />
      ))}
    </div>
  );
}

/** A list that could not be read: say so and offer another try. */
export function GameGridError({ onRetry }: { onRetry: () => void }) {
  return (
    <GameGrid
      icon="info"
      title={t('games.load_failed')}
      description={t('games.load_failed_text')}
      action={
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          {t('games.retry')}
        </button>
      }
    />
  );
}
