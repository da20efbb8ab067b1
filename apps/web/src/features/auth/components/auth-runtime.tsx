import { Suspense, lazy, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useMemberLayout } from '../../../shared/api/member/get-member-layout';
import { t } from '../../../shared/i18n/translate';
import { openPage } from '../../../shared/lib/navigation';
import { useLayout } from '../../../shared/stores/layout-store';
import { openModal } from '../../../shared/stores/modal-store';
import { isLoggedIn } from '../../../shared/stores/session-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useQueryLogin } from '../hooks/use-query-login';
import { useSessionRealtime } from '../hooks/use-session-realtime';
import { useSignOutCleanup } from '../hooks/use-sign-out-cleanup';
import { useWindowMessages } from '../hooks/use-window-messages';
import { takeSessionNotice } from '../lib/session-notice';
import { track } from '../lib/sign-in-status';
import { welcomeOwed, welcomeShown } from '../lib/welcome';
import { FORCED_CHANGE_PATH } from '../session/complete-sign-in';
import { isDepositPage } from '../../../shared/lib/member-links';

const ForcedPasswordChange = lazy(() => import('./forced-password-change'));

let reportedStart = false;

/**
 * The auth feature's startup and session keeper, mounted once by the app frame (a lazy chunk after the
 * first paint): query login, the session-ending realtime events (and, after their reload, why the session
 * ended), cross-window messages, the cleanup after any logout, and the forced first-login password change.
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
    // The page before the reload was signed out by the server (app_clean_cache): say why, once.
    const notice = takeSessionNotice();
    if (notice) toast.warning(t(notice), 10_000);
    // A registration whose page reloaded (a phone, another currency) still owes its welcome step; a member
    // who is already on the deposit page, where the step points, is past it.
    if (welcomeOwed() && isLoggedIn()) {
      if (isDepositPage(location.pathname, location.search)) welcomeShown();
      else openModal('welcome');
    }
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
