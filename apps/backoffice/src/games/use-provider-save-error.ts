import { useNotify } from 'react-admin';
import { errorStatus } from '../api/http-client';

const MONEY_FIELDS = new Set(['aggregator', 'wallet_mode']);

/**
 * A refused provider save. A 409 on the aggregator or wallet mode says how many members still have money
 * with the provider: the server's sentence is shown whole (it names the count), under a translated lead,
 * and stays until dismissed. Anything else is shown as react-admin would.
 */
export function useProviderSaveError() {
  const notify = useNotify();
  return (error: unknown) => {
    const message = error instanceof Error ? error.message : 'ra.notification.http_error';
    const field = (error as { body?: { field?: unknown } }).body?.field;
    if (errorStatus(error) === 409 && typeof field === 'string' && MONEY_FIELDS.has(field)) {
      return notify('app.games.integration.refused', {
        type: 'error',
        autoHideDuration: null,
        messageArgs: { message },
      });
    }
    notify(message, { type: 'error', messageArgs: { _: message } });
  };
}
