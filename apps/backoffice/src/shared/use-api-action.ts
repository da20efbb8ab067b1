import { useCallback, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { useErrorMessage } from './use-error-message';

/**
 * Runs one admin action (a custom data provider method): success and failure become notifications, the
 * page's data is fetched again, and the caller learns whether it worked.
 */
export function useApiAction(specialErrors?: Readonly<Record<string, string>>) {
  const notify = useNotify();
  const refresh = useRefresh();
  const errorMessage = useErrorMessage(specialErrors);
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async <T>(action: () => Promise<T>, success: string | ((result: T) => string) = 'app.action.done') => {
      setPending(true);
      try {
        const result = await action();
        notify(typeof success === 'string' ? success : success(result), { type: 'success' });
        refresh();
        return true;
      } catch (error) {
        notify(errorMessage(error), { type: 'error' });
        return false;
      } finally {
        setPending(false);
      }
    },
    [notify, refresh, errorMessage],
  );
  return { run, pending };
}
