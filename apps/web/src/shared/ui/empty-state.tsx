import type { ReactNode } from 'react';
import type { IconName } from './icons';
import { Icon } from './icons';
import './empty-state.css';

export interface EmptyStateProps {
  icon?: IconName;
  title: string;
  description?: string;
  action?: ReactNode;
  compact?: boolean;
}

/** What a list or page shows while it has nothing yet: an icon, a line of text, maybe an action. */
export function EmptyState({ icon = 'info', title, description, action, compact }: EmptyStateProps) {
  return (
    <div className={`empty-state${compact ? ' empty-state--compact' : ''}`}>
      <span className="empty-state-icon">
        <Icon name={icon} />
      </span>
      <p className="empty-state-title">{title}</p>
      {description && <p className="empty-state-text">{description}</p>}
      {action && <div className="empty-state-action">{action}</div>}
    </div>
  );
}
