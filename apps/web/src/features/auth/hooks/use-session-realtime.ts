import type { MemberCommonLayout } from '@playdeck/contract';
import { STORAGE_KEYS } from '@playdeck/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { memberLayoutQueryOptions } from '../../../shared/api/member/get-member-layout';
import { memberProfileQueryOptions } from '../../../shared/api/member/get-member-profile';
import { t } from '../../../shared/i18n/translate';
import { local } from '../../../shared/lib/storage';
import { onMemberLinkLost } from '../../../shared/realtime/member-link';
import { onRealtime } from '../../../shared/realtime/realtime-bus';
import { isLoggedIn, sessionActions, useSession } from '../../../shared/stores/session-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import { UDID_STORAGE_KEY } from '../lib/device-info';
import { tokenFingerprint } from '../lib/fingerprint';
import { leaveSessionNotice } from '../lib/session-notice';

/** A login in another window of this browser may be storing its token just after the event arrives. */
const LOGIN_EVENT_GRACE_MS = 800;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Is the stored token the one the event names? Unknowable without Web Crypto: then assume yes. */
async function isOurLogin(fingerprint: string): Promise<boolean> {
  const token = local.get(STORAGE_KEYS.token);
  if (!token) return true;
  const ours = await tokenFingerprint(token);
  return ours === undefined || ours === fingerprint;
}

/** A `login` event for another token means another device logged in: warn and log out. */
async function onLoginElsewhere(fingerprint: string): Promise<void> {
  if (!isLoggedIn() || (await isOurLogin(fingerprint))) return;
  await sleep(LOGIN_EVENT_GRACE_MS);
  if (!isLoggedIn() || (await isOurLogin(fingerprint))) return;
  toast.warning(t('already_login_msg'), 6_000);
  sessionActions.signOut();
}

/**
 * app_clean_cache logs out, clears storage (but keeps this device's id) and reloads. Its code says
 * why (account disabled or frozen, ended elsewhere, password changed): the reloaded page tells the member.
 */
function cleanCache(code: number | undefined): void {
  const udid = local.get(UDID_STORAGE_KEY);
  sessionActions.signOut();
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage disabled: nothing to clear.
  }
  if (udid) local.set(UDID_STORAGE_KEY, udid);
  leaveSessionNotice(code);
  location.reload();
}

/**
 * The member channel is late: the member layout is asked for again. A revoked session answers 401, which
 * ends it through the API client; a slow or failed reply keeps the member (the socket joins when it can).
 */
function checkSession(queryClient: QueryClient): void {
  const options = memberLayoutQueryOptions(useSession.getState().memberId);
  void queryClient.fetchQuery({ ...options, staleTime: 0 }).catch(() => undefined);
}

/** The member side of the realtime channels: the events that end a session, the pushed balance and profile. */
export function useSessionRealtime(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stops = [
      onRealtime('login', (data) => void onLoginElsewhere(data.token)),
      onRealtime('app_clean_cache', (data) => cleanCache(data.code)),
      // A profile edit in any window of the member shows in every other one (the rules too).
      onRealtime('profile.updated', () => {
        const { queryKey } = memberProfileQueryOptions(useSession.getState().memberId);
        void queryClient.invalidateQueries({ queryKey });
      }),
      onRealtime('member.cash', (data) => {
        const { queryKey } = memberLayoutQueryOptions(useSession.getState().memberId);
        queryClient.setQueryData<MemberCommonLayout>(queryKey, (old) => old && { ...old, member_cash: data.cash });
      }),
      onMemberLinkLost((problem) => {
        if (!isLoggedIn()) return;
        // A slow network is not a verdict (decision 0040): the server is asked, and only its 401 ends the session.
        if (problem === 'timeout') return void checkSession(queryClient);
        toast.warning(t('auth.session_ended'), 6_000);
        sessionActions.signOut();
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
}
