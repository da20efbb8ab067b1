import { STORAGE_KEYS } from '@playdeck/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { memberLayoutQueryOptions } from '../../../shared/api/member/get-member-layout';
import { memberProfileQueryOptions } from '../../../shared/api/member/get-member-profile';
import { navigateTo } from '../../../shared/lib/navigation';
import { local } from '../../../shared/lib/storage';
import { useQueryParams } from '../../../shared/stores/query-params-store';
import type { SignIn } from '../../../shared/stores/session-store';
import { sessionActions } from '../../../shared/stores/session-store';
import { getInfoData } from '../api/get-info-data';
import { parseInfoData, queryLoginFromParams, withoutLoginParams } from '../lib/query-login';
import { track } from '../lib/sign-in-status';

let started = false;

function store(queryClient: QueryClient, session: SignIn): void {
  // The realtime client follows the session store: a new token reconnects the socket and joins its channels.
  sessionActions.signIn(session);
  track('is_signin_success');
  const memberId = String(session.memberId);
  void queryClient.prefetchQuery(memberLayoutQueryOptions(memberId));
  void queryClient.prefetchQuery(memberProfileQueryOptions(memberId));
}

/** `enc`: the server opens the sealed link; complete or not, the address becomes the root. */
async function openSealedLink(queryClient: QueryClient, enc: string): Promise<void> {
  try {
    const session = parseInfoData(await getInfoData(enc));
    if (session) store(queryClient, session);
  } catch {
    // An invalid or expired link is simply not a login.
  }
  navigateTo('/', { replace: true });
}

/** Query login from the boot-time parameters (a sealed `enc` link, or tk and member_*); runs once per page. */
export function useQueryLogin(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (started) return;
    started = true;
    const params = useQueryParams.getState().params;
    if (params.enc) return void openSealedLink(queryClient, params.enc);
    const session = queryLoginFromParams(params, local.get(STORAGE_KEYS.skipReloadGetInfo));
    if (!session) return;
    store(queryClient, session);
    navigateTo(withoutLoginParams(location.href), { replace: true });
  }, [queryClient]);
}
