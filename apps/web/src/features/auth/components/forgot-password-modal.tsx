import { SMS_RESEND_SECONDS } from '@playdeck/contract';
import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { closeModal, switchModal } from '../../../shared/stores/modal-store';
import { TextInput } from '../../../shared/ui/form/text-input';
import { withLoading } from '../../../shared/ui/loading/loading-store';
import { Modal } from '../../../shared/ui/modal/modal';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useForgotPasswordReset } from '../api/forgot-password-reset';
import { useForgotPasswordSms } from '../api/forgot-password-sms';
import { useSecondsLeft } from '../../../shared/lib/use-seconds-left';
import { forgotResetNotice, noticeText, smsOutcome } from '../lib/outcomes';
import { rememberAccount, startSmsCountdown, useAuthFlow } from '../stores/auth-flow-store';
import { newPasswordErrors } from '../validation';
import { NewPasswordFields } from './new-password-fields';
import { AuthForm } from './auth-form';
import { AccountInput } from './account-input';

type Field = 'account' | 'phone' | 'code' | 'password' | 'check';

/** Forgotten login password (decision 0005): a code by SMS to the account's phone, then a new password. */
export function ForgotPasswordModal() {
  const [form, setForm] = useState({ account: useAuthFlow.getState().account, phone: '', code: '' });
  const [passwords, setPasswords] = useState({ password: '', check: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const secondsLeft = useSecondsLeft(useAuthFlow((s) => s.smsResendAt));
  const sms = useForgotPasswordSms();
  const reset = useForgotPasswordReset();
  const set = (field: 'account' | 'phone' | 'code') => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const contactErrors = () => ({
    account: form.account.trim() ? undefined : 'ph_account_name',
    phone: form.phone.trim() ? undefined : 'signup.err_phone_invalid',
  });
  const sendCode = async () => {
    const found = contactErrors();
    setErrors(found);
    if (found.account || found.phone || secondsLeft > 0) return;
    try {
      await withLoading(sms.mutateAsync({ account: form.account.trim(), member_phone: form.phone.trim() }));
      toast.success(t('forgot.code_sent'));
      startSmsCountdown(SMS_RESEND_SECONDS);
    } catch (failed) {
      const outcome = smsOutcome(failed as Error);
      toast.error(noticeText(outcome.notice));
      if (outcome.countdown) startSmsCountdown(SMS_RESEND_SECONDS);
    }
  };
  const submit = async () => {
    const found = {
      ...contactErrors(),
      code: form.code.trim() ? undefined : 'forgot.code_required',
      ...newPasswordErrors(passwords.password, passwords.check),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      const body = { account: form.account.trim(), member_phone: form.phone.trim(), code: form.code.trim() };
      await withLoading(reset.mutateAsync({ ...body, password: passwords.password, check_password: passwords.check }));
      toast.success(t('forgot.success'));
      rememberAccount(form.account);
      switchModal('login');
    } catch (failed) {
      toast.error(noticeText(forgotResetNotice(failed as Error)));
    }
  };
  const err = (field: Field) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <Modal title={t('forgot.title')} onClose={closeModal} className="auth-modal" sheet>
      <p className="auth-intro">{t('forgot.intro')}</p>
      <AuthForm busy={reset.isPending} onSubmit={submit}>
        <AccountInput value={form.account} onChange={set('account')} error={err('account')} />
        <TextInput
          label={t('forgot.phone')}
          placeholder={t('forgot.ph_phone')}
          type="tel"
          value={form.phone}
          onChange={set('phone')}
          error={err('phone')}
          maxLength={20}
          showCount={false}
          autoComplete="tel"
          addon={
            <button
              type="button"
              className="btn btn--outline btn--sm field-action"
              onClick={() => void sendCode()}
              disabled={secondsLeft > 0 || sms.isPending}
            >
              {secondsLeft > 0 ? t('forgot.resend_in', { seconds: secondsLeft }) : t('forgot.send_code')}
            </button>
          }
        />
        <TextInput
          label={t('forgot.code')}
          placeholder={t('forgot.ph_code')}
          value={form.code}
          onChange={set('code')}
          error={err('code')}
          maxLength={6}
          showCount={false}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <NewPasswordFields
          values={passwords}
          onChange={(next) => {
            setPasswords(next);
            setErrors((e) => ({ ...e, password: undefined, check: undefined }));
          }}
          errors={{ password: errors.password, check: errors.check }}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={reset.isPending}>
          {t('forgot.submit')}
        </button>
      </AuthForm>
      <div className="auth-switch auth-switch--stack">
        <button type="button" className="link-button" onClick={() => switchModal('login')}>
          {t('forgot.back_to_login')}
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            rememberAccount(form.account);
            switchModal('transferValidation');
          }}
        >
          {t('forgot.use_withdraw_password')}
        </button>
      </div>
    </Modal>
  );
}
