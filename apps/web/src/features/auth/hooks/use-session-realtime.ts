import type { MemberCommonLayout } from '@playdeck/contract';
import { LOGIN_CODES, STORAGE_KEYS } from '@playdeck/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { memberLayoutQueryOptions } from '../../../shared/api/member/get-member-layout';
import { t } from '../../../shared/i18n/translate';
import { local } from '../../../shared/lib/storage';
import { onMemberLinkLost } from '../../../shared/realtime/member-link';
import { onRealtime } from '../../../shared/realtime/realtime-bus';
import { isLoggedIn, sessionActions, useSession } from '../../../shared/stores/session-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import { UDID_STORAGE_KEY } from '../lib/device-info';
import { tokenFingerprint } from '../lib/fingerprint';

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

/** Spec §4: a `login` event for another token means another device logged in: warn and log out. */
async function onLoginElsewhere(fingerprint: string): Promise<void> {
  if (!isLoggedIn() || (await isOurLogin(fingerprint))) return;
  await sleep(LOGIN_EVENT_GRACE_MS);
  if (!isLoggedIn() || (await isOurLogin(fingerprint))) return;
  toast.warning(t('already_login_msg'), 6_000);
  sessionActions.signOut();
}

/** The login codes' own texts for why an operator ended the session; anything else is a plain sign-out. */
const ENDED_BY_OPERATOR: Record<number, string> = {
  [LOGIN_CODES.accountDisabled]: 'account_disable',
  [LOGIN_CODES.accountFrozen]: 'account_freezen',
};

/** The operator disabled or froze the account, or ended this session: say why and log out at once. */
function onSessionEnded(code: number): void {
  if (!isLoggedIn()) return;
  toast.warning(t(ENDED_BY_OPERATOR[code] ?? 'auth.session_ended'), 6_000);
  sessionActions.signOut();
}

/** Spec §4: app_clean_cache logs out, clears storage (but keeps this device's id) and reloads. */
function cleanCache(): void {
  const udid = local.get(UDID_STORAGE_KEY);
  sessionActions.signOut();
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage disabled: nothing to clear.
  }
  if (udid) local.set(UDID_STORAGE_KEY, udid);
  location.reload();
}

/** The member side of the realtime channels: the events that end a session, and the pushed balance. */
export function useSessionRealtime(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stops = [
      onRealtime('login', (data) => void onLoginElsewhere(data.token)),
      onRealtime('session_ended', (data) => onSessionEnded(data.code)),
      onRealtime('app_clean_cache', cleanCache),
      onRealtime('member.cash', (data) => {
        const { queryKey } = memberLayoutQueryOptions(useSession.getState().memberId);
        queryClient.setQueryData<MemberCommonLayout>(queryKey, (old) => old && { ...old, member_cash: data.cash });
      }),
      onMemberLinkLost(() => {
        if (!isLoggedIn()) return;
        toast.warning(t('auth.session_ended'), 6_000);
        sessionActions.signOut();
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
}
