import { useState } from 'react';
import { config } from '../../../shared/config/public-config';
import { t } from '../../../shared/i18n/translate';
import { closeModal, switchModal } from '../../../shared/stores/modal-store';
import { withLoading } from '../../../shared/ui/loading/loading-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useLogin } from '../api/login';
import { loginOutcome, noticeText } from '../lib/outcomes';
import { track } from '../lib/sign-in-status';
import { useCompleteSignIn } from '../session/complete-sign-in';
import { rememberAccount, setChallenge, useAuthFlow } from '../stores/auth-flow-store';
import { loginError } from '../validation';
import { CaptchaField, useCaptchaToken } from './captcha-field';
import { PasswordInput } from '../../../shared/ui/form/password-input';
import { AuthForm } from './auth-form';
import { AccountInput } from './account-input';

/** Account, password and verification code; one error at a time, results as toasts. */
export function LoginForm() {
  const [account, setAccount] = useState(() => useAuthFlow.getState().account);
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [error, setError] = useState<{ field: string; key: string }>();
  const login = useLogin();
  const captchaToken = useCaptchaToken('login');
  const completeSignIn = useCompleteSignIn();

  const submit = async () => {
    const failure = loginError(account, password, captcha);
    setError(failure && { field: failure[0], key: failure[1] });
    if (failure) return track('is_signin_noopen');
    rememberAccount(account);
    if (config.IS_DEMO) {
      // Demo sites show the flow without an account behind it: no call, no session.
      track('is_signin_noopen');
      toast.success(t('login_success'));
      return closeModal();
    }
    track('click_signin_true');
    try {
      const body = { account: account.trim(), password, answer: captcha.trim(), captcha_token: captchaToken.token };
      const reply = await withLoading(login.mutateAsync(body));
      track('click_signin_pass');
      completeSignIn(reply);
    } catch (failed) {
      // A captcha is good for one attempt; the next step (double validation) needs a fresh one as well.
      setCaptcha('');
      captchaToken.reload();
      const outcome = loginOutcome(failed as Error);
      if (outcome.kind === 'notice') toast.error(noticeText(outcome.notice));
      if (outcome.kind === 'doubleValidation') {
        track('click_signin_pass');
        toast.warning(noticeText(outcome.notice));
        setChallenge(outcome.challenge);
        switchModal('doubleValidation');
      }
      if (outcome.kind === 'transferValidation') {
        track('click_signin_pass');
        rememberAccount(outcome.account ?? account);
        switchModal('transferValidation');
      }
    }
  };
  const errorFor = (field: string) => (error?.field === field ? t(error.key) : undefined);
  return (
    <AuthForm busy={login.isPending} onSubmit={submit}>
      <AccountInput value={account} onChange={setAccount} error={errorFor('account')} />
      <PasswordInput
        label={t('password')}
        placeholder={t('ph_password')}
        value={password}
        onChange={setPassword}
        error={errorFor('password')}
        maxLength={12}
        autoComplete="current-password"
      />
      <CaptchaField kind="login" value={captcha} onChange={setCaptcha} error={errorFor('captcha')} />
      <div className="auth-links">
        <button type="button" className="link-button" onClick={() => switchModal('forgotPassword')}>
          {t('auth.forgot_password')}
        </button>
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={login.isPending}>
        {t('login')}
      </button>
    </AuthForm>
  );
}
