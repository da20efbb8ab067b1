import { useId } from 'react';
import { config } from '../../../shared/config/public-config';
import { t } from '../../../shared/i18n/translate';
import { closeModal, openModal, useModal } from '../../../shared/stores/modal-store';
import { Modal } from '../../../shared/ui/modal/modal';
import { AuthSideContent } from './auth-side-content';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import './auth.css';

/** The login/register modal: two tabs over one dialog, the tab kept in the modal store. */
export function AuthModal({ tab }: { tab: 'login' | 'register' }) {
  const redirectTo = useModal((s) => s.redirectTo);
  const baseId = useId();
  const tabs = [
    { key: 'login', label: t('login') },
    { key: 'register', label: t('register') },
  ] as const;
  return (
    <Modal title={t('auth.welcome', { site: config.SITE_NAME })} onClose={closeModal} className="auth-modal" sheet>
      <AuthSideContent tab={tab}>
        <div className="auth-tabs" role="tablist" aria-label={t('auth.tabs')}>
          {tabs.map((item) => (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={`${baseId}-${item.key}`}
              aria-selected={tab === item.key}
              aria-controls={`${baseId}-panel`}
              className="auth-tab"
              onClick={() => openModal(item.key, redirectTo)}
            >
              {item.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${tab}`}>
          {tab === 'login' ? <LoginForm /> : <RegisterForm />}
        </div>
        <p className="auth-switch">
          {tab === 'login' ? t('auth.no_account') : t('auth.have_account')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => openModal(tab === 'login' ? 'register' : 'login', redirectTo)}
          >
            {tab === 'login' ? t('register') : t('login')}
          </button>
        </p>
      </AuthSideContent>
    </Modal>
  );
}
