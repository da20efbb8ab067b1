import { Suspense, lazy, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useMemberLayout } from '../../../shared/api/member/get-member-layout';
import { openPage } from '../../../shared/lib/navigation';
import { useLayout } from '../../../shared/stores/layout-store';
import { isLoggedIn } from '../../../shared/stores/session-store';
import { useQueryLogin } from '../hooks/use-query-login';
import { useSessionRealtime } from '../hooks/use-session-realtime';
import { useSignOutCleanup } from '../hooks/use-sign-out-cleanup';
import { useWindowMessages } from '../hooks/use-window-messages';
import { track } from '../lib/sign-in-status';
import { FORCED_CHANGE_PATH } from '../session/complete-sign-in';

const ForcedPasswordChange = lazy(() => import('./forced-password-change'));

let reportedStart = false;

/**
 * The auth feature's startup and session keeper, mounted once by the app frame (a lazy chunk after the
 * first paint): query login, the session-ending realtime events, cross-window messages, the cleanup after
 * any logout, and the forced first-login password change.
 */
export default function AuthRuntime() {
  useSignOutCleanup();
  useQueryLogin();
  useSessionRealtime();
  useWindowMessages();
  useEffect(() => {
    if (reportedStart) return;
    reportedStart = true;
    if (isLoggedIn()) track('is_signin_true');
  }, []);
  return <ForcedPasswordGate />;
}

function ForcedPasswordGate() {
  const layout = useMemberLayout();
  const mode = useLayout((s) => s.mode);
  const { pathname } = useLocation();
  const forced = layout.data?.first_login_to_change_password === 1;
  const away = mode === 'mobile' && pathname !== FORCED_CHANGE_PATH;
  useEffect(() => {
    // Mobile: the change is the page /user/Info, and no other page opens until it is done.
    if (forced && away) void openPage(FORCED_CHANGE_PATH, mode);
  }, [forced, away, mode]);
  if (!forced || away) return null;
  return (
    <Suspense fallback={null}>
      <ForcedPasswordChange sheet={mode === 'mobile'} />
    </Suspense>
  );
}
