import { STORAGE_KEYS } from '@playdeck/contract';
import { useEffect, useEffectEvent } from 'react';
import { t } from '../../../shared/i18n/translate';
import { runBeforeQuitGame } from '../../../shared/lib/game-window';
import { closeWindow } from '../../../shared/lib/navigation';
import { toast } from '../../../shared/ui/toast/toast-store';
import { noticeText } from '../lib/outcomes';
import { sessionFromPayload } from '../lib/query-login';
import { failureOf, parseWindowMessage } from '../lib/window-message';
import { useCompleteSignIn } from '../session/complete-sign-in';

/** The name under which the social-login popup is registered by whoever opens it. */
export const AUTH_WINDOW = 'auth';

/** Cross-window messages through the `window-msg` storage key. */
export function useWindowMessages(): void {
  const completeSignIn = useCompleteSignIn();
  const handle = useEffectEvent((raw: string | null) => {
    const message = parseWindowMessage(raw);
    if (!message) return;
    if (message.type === 'quickGame') {
      // A named window closes itself; without a name, the last window of that kind is closed.
      const { window: kind, name } = message.data;
      closeWindow(name ?? kind);
      if (kind === 'game') void runBeforeQuitGame(name);
      return;
    }
    closeWindow(AUTH_WINDOW);
    if (message.type === 'authLoginClose') {
      const failure = failureOf(message.data);
      if (failure) toast.error(failure.message ? noticeText({ server: failure.message }) : t('auth.social_failed'));
      return;
    }
    const session = sessionFromPayload(message.data);
    if (!session) return void toast.error(t('auth.social_failed'));
    completeSignIn({
      token: session.token,
      member_id: Number(session.memberId),
      member_account: session.memberAccount,
      member_currency: session.currency,
    });
  });
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.windowMsg && event.newValue) handle(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
