import { useCallback, useState } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { useErrorMessage } from '../shared/use-error-message';

/** Calls an auth provider method: failures are told, and a 401 signs out as data calls do. */
export function useTotpCall() {
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [pending, setPending] = useState(false);
  const call = useCallback(
    async <T>(action: () => Promise<T>): Promise<T | undefined> => {
      setPending(true);
      try {
        return await action();
      } catch (error) {
        if (!(await logoutIfAccessDenied(error))) notify(errorMessage(error), { type: 'error' });
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [notify, errorMessage, logoutIfAccessDenied],
  );
  return { call, pending };
}
