import { t } from '../../../shared/i18n/translate';

/** While a payment page's data loads. */
export function Loading() {
  return (
    <p className="pay-loading" role="status">
      <span className="loading-spinner" aria-hidden="true" />
      {t('loading')}
    </p>
  );
}

/** A payment page whose data could not be loaded, with a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="pay-failed" role="alert">
      <p>{t('pay.load_failed')}</p>
      <button type="button" className="btn btn--outline btn--sm" onClick={onRetry}>
        {t('pay.retry')}
      </button>
    </div>
  );
}
