import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isLoggedIn, useSession } from '../../../shared/stores/session-store';
import { cleanUpAfterSignOut } from '../session/sign-out';

/**
 * Every way a session ends (the logout button, a 401 anywhere, another device's login, a refused member
 * channel, a logout in another window) goes through the session store; this runs the cleanup once for it.
 */
export function useSignOutCleanup(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let member = isLoggedIn();
    return useSession.subscribe((session) => {
      const now = isLoggedIn(session);
      if (member && !now) cleanUpAfterSignOut(queryClient);
      member = now;
    });
  }, [queryClient]);
}
