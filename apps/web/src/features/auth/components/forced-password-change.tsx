import { t } from '../../../shared/i18n/translate';
import { Modal } from '../../../shared/ui/modal/modal';
import { useLogout } from '../hooks/use-logout';
import { ChangePasswordForm } from './change-password-form';
import './auth.css';

/**
 * The forced first-login password change (first_login_to_change_password = 1): a dialog that
 * cannot be closed — on desktop over any page, on mobile as the page /user/Info. Logging out is the only
 * other way out. It disappears once the member layout no longer asks for the change.
 */
export default function ForcedPasswordChange({ sheet }: { sheet: boolean }) {
  const logout = useLogout();
  return (
    <Modal title={t('pwd.title')} onClose={() => undefined} closable={false} className="auth-modal" sheet={sheet}>
      <p className="auth-intro">{t('pwd.forced_intro')}</p>
      <ChangePasswordForm />
      <p className="auth-switch">
        <button type="button" className="link-button" onClick={() => void logout()}>
          {t('logout')}
        </button>
      </p>
    </Modal>
  );
}
