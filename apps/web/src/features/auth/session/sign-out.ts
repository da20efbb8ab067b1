import type { QueryClient } from '@tanstack/react-query';
import { config } from '../../../shared/config/public-config';
import { t } from '../../../shared/i18n/translate';
import { nativeAppPlatform } from '../../../shared/lib/device';
import { isGameWindowOpen } from '../../../shared/lib/game-window';
import { closePageWindows, navigateTo } from '../../../shared/lib/navigation';
import { chooseCurrency, setCurrency, usePreferences } from '../../../shared/stores/preferences-store';
import { sessionActions } from '../../../shared/stores/session-store';
import { confirmDialog } from '../../../shared/ui/confirm/dialog-store';
import { withLoading } from '../../../shared/ui/loading/loading-store';
import { logout } from '../api/logout';
import { setChallenge } from '../stores/auth-flow-store';

/** Logout as the member asks for it: confirm while a game runs, tell the server, end the session. */
export async function logoutFlow(): Promise<boolean> {
  if (isGameWindowOpen() && !(await confirmDialog({ message: t('logout_while_playing') }))) return false;
  await withLoading(logout());
  sessionActions.signOut();
  return true;
}

/**
 * Whatever ended the session (logout, a 401, another device's login, another window's logout): forget the
 * member's data, put the visitor's currency back (their country and language, not the member's), close the
 * member, proxy and payment windows and go home — except inside the iOS app, whose shell handles that.
 */
export function cleanUpAfterSignOut(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ queryKey: ['member'] });
  queryClient.removeQueries({ queryKey: ['member'] });
  // Guest views of the rest (favourites, member-only content) refetch; captchas keep their images.
  void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
  setChallenge(null);
  setCurrency(chooseCurrency(undefined, usePreferences.getState().locale, config.CURRENCIES));
  closePageWindows();
  if (nativeAppPlatform(navigator.userAgent) !== 'ios') navigateTo('/', { replace: true });
}
