import { ApiError } from '../../../shared/api/api-error';
import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadFailedState, LoadingState } from '../../../shared/ui/load-state';
import { AGENT_MESSAGES } from '../lib/agent-errors';

export { LoadingState as AgentLoading };

/**
 * A page whose data could not be loaded: an agent whose account is paused (3403) or who is no longer an
 * agent (3402) is told so; anything else offers a retry.
 */
export function AgentFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const code = error instanceof ApiError && error.kind === 'server' ? error.code : undefined;
  if (code === 3402 || code === 3403) {
    return (
      <EmptyState
        icon="info"
        title={t(AGENT_MESSAGES[code].key)}
        description={t(code === 3402 ? 'agents.err.not_an_agent_text' : 'agents.err.inactive_text')}
      />
    );
  }
  return <LoadFailedState message={t('agents.load_failed')} retryLabel={t('agents.retry')} onRetry={onRetry} />;
}
