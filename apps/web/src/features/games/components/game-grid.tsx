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

/** The game tile grid; with no games yet it keeps the grid's outline behind the empty-state message. */
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
