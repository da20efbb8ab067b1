import { t } from '../../../shared/i18n/translate';

/** While a history list loads. */
export function Loading() {
  return (
    <p className="hist-loading" role="status">
      <span className="loading-spinner" aria-hidden="true" />
      {t('loading')}
    </p>
  );
}

/** A list that could not be loaded (with the reason when it is known), and a retry. */
export function LoadFailed({ message = t('history.load_failed'), onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <div className="hist-failed" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn--outline btn--sm" onClick={onRetry}>
        {t('history.retry')}
      </button>
    </div>
  );
}
