import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { closeModal, switchModal } from '../../../shared/stores/modal-store';
import { Modal } from '../../../shared/ui/modal/modal';
import { rememberAccount, useAuthFlow } from '../stores/auth-flow-store';
import { TvResetStep } from './tv-reset-step';
import { TvVerifyStep } from './tv-verify-step';

type Step = { name: 'verify'; round: number } | { name: 'reset'; account: string; token: string };

/**
 * Transfer validation (login code 802): prove who you are, then set a new login password with the
 * single-use token. Success resets the form and returns to the login modal with the account filled in.
 */
export function TransferValidationModal() {
  const account = useAuthFlow((s) => s.account);
  const [step, setStep] = useState<Step>({ name: 'verify', round: 0 });
  const restart = () => setStep((s) => ({ name: 'verify', round: s.name === 'verify' ? s.round + 1 : 1 }));
  return (
    <Modal title={t('tv.title')} onClose={closeModal} className="auth-modal" sheet>
      <ol className="auth-steps" aria-label={t('tv.steps')}>
        <li aria-current={step.name === 'verify' ? 'step' : undefined}>{t('tv.step_verify')}</li>
        <li aria-current={step.name === 'reset' ? 'step' : undefined}>{t('tv.step_reset')}</li>
      </ol>
      {step.name === 'verify' ? (
        <>
          <p className="auth-intro">{t('tv.intro')}</p>
          <TvVerifyStep
            key={step.round}
            account={account}
            onVerified={(verified, token) => setStep({ name: 'reset', account: verified, token })}
          />
        </>
      ) : (
        <TvResetStep
          account={step.account}
          token={step.token}
          onRestart={restart}
          onDone={() => {
            rememberAccount(step.account);
            switchModal('login');
          }}
        />
      )}
    </Modal>
  );
}
