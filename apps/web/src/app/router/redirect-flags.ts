import { COOKIE_KEYS } from '@playdeck/contract';
import { deleteCookie, readCookie } from '../../shared/lib/cookies';
import { t } from '../../shared/i18n/translate';
import { isLoggedIn } from '../../shared/stores/session-store';
import { openModal } from '../../shared/stores/modal-store';
import { toast } from '../../shared/ui/toast/toast-store';

/**
 * /register (production) and /fastDeposit leave a cookie and land on home (by the server on a
 * page load or by the router in-app). Home picks the flag up once: registration opens the register
 * modal; fast deposit asks a guest to log in first and sends a member to fast payment.
 */
export function consumeRedirectFlags(): void {
  if (readCookie(COOKIE_KEYS.isRouteRegister)) {
    deleteCookie(COOKIE_KEYS.isRouteRegister);
    if (!isLoggedIn()) openModal('register');
  }
  if (readCookie(COOKIE_KEYS.fastDeposit)) {
    deleteCookie(COOKIE_KEYS.fastDeposit);
    if (isLoggedIn()) {
      location.assign('/fastPayment');
    } else {
      toast.warning(t('check_login_msg'));
      openModal('login', '/fastPayment');
    }
  }
}
