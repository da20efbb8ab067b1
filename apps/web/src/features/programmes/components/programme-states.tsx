import { t } from '../../../shared/i18n/translate';
import { LoadFailedState, LoadingState } from '../../../shared/ui/load-state';

export { LoadingState as ProgrammeLoading };

/** A programme page whose data could not be loaded, with a retry. */
export function ProgrammeFailed({ onRetry }: { onRetry: () => void }) {
  return <LoadFailedState message={t('prog.load_failed')} retryLabel={t('prog.retry')} onRetry={onRetry} />;
}
