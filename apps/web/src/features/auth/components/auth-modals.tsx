import { useEffect } from 'react';
import { config } from '../../../shared/config/public-config';
import type { AuthModalName } from '../../../shared/stores/modal-store';
import { closeModal } from '../../../shared/stores/modal-store';
import { AuthModal } from './auth-modal';
import { DoubleValidationModal } from './double-validation-modal';
import { ForgotPasswordModal } from './forgot-password-modal';
import { TransferValidationModal } from './transfer-validation-modal';
import { WelcomeModal } from './welcome-modal';
import './auth.css';

/** The sign-in flow's modals (one lazy chunk, loaded when the first of them opens). */
export default function AuthModals({ active }: { active: AuthModalName }) {
  // Demo sites never open transfer validation: there is no account behind them to prove.
  const blocked = active === 'transferValidation' && config.IS_DEMO;
  useEffect(() => {
    if (blocked) closeModal();
  }, [blocked]);
  switch (active) {
    case 'login':
    case 'register':
      return <AuthModal tab={active} />;
    case 'doubleValidation':
      return <DoubleValidationModal />;
    case 'transferValidation':
      return blocked ? null : <TransferValidationModal />;
    case 'forgotPassword':
      return <ForgotPasswordModal />;
    case 'welcome':
      return <WelcomeModal />;
  }
}
