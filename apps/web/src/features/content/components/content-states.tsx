import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import type { IconName } from '../../../shared/ui/icons';

/** A call failed for another reason than "not found": say so and let the visitor ask again. */
export function LoadFailed({ icon, onRetry }: { icon: IconName; onRetry: () => void }) {
  return (
    <EmptyState
      icon={icon}
      title={t('content.load_failed')}
      description={t('content.load_failed_text')}
      action={
        <button type="button" className="btn btn--outline btn--sm" onClick={onRetry}>
          {t('content.retry')}
        </button>
      }
    />
  );
}

/** Grey blocks in the shape of what is coming, so the page does not jump when it arrives. */
export function SkeletonLines({ lines = 6 }: { lines?: number }) {
  return (
    <div className="skeleton-lines" role="status" aria-label={t('loading')}>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton" />
      ))}
    </div>
  );
}

/** Three grey cards in the grid's shape while a list of cards loads. */
export function SkeletonCards({ grid, card, picture }: { grid: string; card: string; picture: string }) {
  return (
    <div className={grid} aria-hidden="true">
      {[0, 1, 2].map((key) => (
        <div key={key} className={`card ${card}`}>
          <span className={`${picture} skeleton`} />
          <span className="skeleton" />
          <span className="skeleton skeleton--short" />
        </div>
      ))}
    </div>
  );
}
