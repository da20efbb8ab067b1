import { t } from '../i18n/translate';
import './load-state.css';

/** While a page's data loads: a spinner and "Loading…". */
export function LoadingState() {
  return (
    <p className="load-state" role="status">
      <span className="loading-spinner" aria-hidden="true" />
      {t('loading')}
    </p>
  );
}

/** A page whose data could not be loaded: the caller's message and a retry button (texts translated by it). */
export function LoadFailedState({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className="load-failed" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn--ghost btn--sm" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
