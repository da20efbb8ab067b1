import type { GuardName } from '@playdeck/contract';
import { t } from '../i18n/translate';
import { openModal } from '../stores/modal-store';
import { isLoggedIn } from '../stores/session-store';
import { toast } from '../ui/toast/toast-store';

/** A guard lets a navigation through (true) or refuses it (false) after telling the visitor why. */
export type Guard = (target: string) => boolean;

/**
 * Named route guards, used by the router's loaders and by links before they leave the page. Keyed by the
 * contract's GuardName, so a route naming a guard that does not exist fails the type-check here, and
 * assertKnownGuards fails the build (vite-plugins/route-guards-check.ts).
 */
export const guards: Record<GuardName, Guard> = {
  // Member centre, proxy, fast payment and deposit need a stored token and member_id.
  auth(target) {
    if (isLoggedIn()) return true;
    toast.warning(t('check_login_msg'));
    openModal('login', target);
    return false;
  },
};
