import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { closeModal, switchModal } from '../../../shared/stores/modal-store';
import { TextInput } from '../../../shared/ui/form/text-input';
import { withLoading } from '../../../shared/ui/loading/loading-store';
import { Modal } from '../../../shared/ui/modal/modal';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useDoubleValidation } from '../api/double-validation';
import { useSkipDoubleValidation } from '../api/double-validation-skip';
import { doubleValidationOutcome, noticeText } from '../lib/outcomes';
import { track } from '../lib/sign-in-status';
import { useCompleteSignIn } from '../session/complete-sign-in';
import { setChallenge, useAuthFlow } from '../stores/auth-flow-store';
import type { DoubleValidationQuestion } from '../validation';
import { asQuestion, doubleValidationError } from '../validation';
import { CaptchaField, useCaptchaToken } from './captcha-field';
import { PasswordInput } from '../../../shared/ui/form/password-input';
import { AuthForm } from './auth-form';

const INPUT_MODE: Partial<Record<DoubleValidationQuestion, 'tel' | 'numeric' | 'email'>> = {
  member_phone: 'tel',
  withdraw_password: 'numeric',
  member_email: 'email',
};

/** Login from a new device (code 107): answer a profile question, or skip to another. */
export function DoubleValidationModal() {
  const challenge = useAuthFlow((s) => s.challenge);
  const [answer, setAnswer] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [error, setError] = useState<{ field: string; key: string }>();
  const submitCall = useDoubleValidation();
  const skipCall = useSkipDoubleValidation();
  const captchaToken = useCaptchaToken('login');
  const completeSignIn = useCompleteSignIn();
  if (!challenge) return null;
  const question = asQuestion(challenge.question);
  const busy = submitCall.isPending || skipCall.isPending;

  const fail = (failed: unknown, skip: boolean) => {
    const outcome = doubleValidationOutcome(failed as Error, skip);
    toast.error(noticeText(outcome.notice));
    if (outcome.next) setChallenge(outcome.next);
    if (outcome.close) {
      setChallenge(null);
      switchModal('login');
    }
  };
  const submit = async () => {
    const invalid = doubleValidationError(challenge.question, answer, captcha);
    setError(invalid && { field: invalid[0], key: invalid[1] });
    if (invalid) return;
    try {
      const body = {
        member_login_id: challenge.member_login_id,
        answer: answer.trim(),
        captcha_answer: captcha.trim(),
        captcha_token: captchaToken.token,
      };
      const reply = await withLoading(submitCall.mutateAsync(body));
      track('is_signin_pass');
      completeSignIn(reply);
    } catch (failed) {
      // A failure clears the answer and the code and brings a new captcha.
      setAnswer('');
      setCaptcha('');
      captchaToken.reload();
      fail(failed, false);
    }
  };
  const skip = async () => {
    setError(undefined);
    try {
      setChallenge(await withLoading(skipCall.mutateAsync(challenge.member_login_id)));
      setAnswer('');
    } catch (failed) {
      fail(failed, true);
    }
  };
  const errorFor = (field: string) => (error?.field === field ? t(error.key) : undefined);
  const answerProps = {
    label: t(`dv.question.${question}`),
    placeholder: t(`dv.empty.${question}`),
    value: answer,
    onChange: setAnswer,
    error: errorFor('answer'),
    maxLength: 64,
    showCount: false,
    autoComplete: 'off',
    inputMode: INPUT_MODE[question],
  };
  const close = () => {
    setChallenge(null);
    closeModal();
  };
  return (
    <Modal title={t('dv.title')} onClose={close} className="auth-modal" sheet>
      <p className="auth-intro">{t('dv.intro')}</p>
      <AuthForm busy={busy} onSubmit={submit}>
        {/* A new question is a new field: the key resets the show/hide state and moves the label. */}
        {question === 'withdraw_password' ? (
          <PasswordInput key={question} {...answerProps} />
        ) : (
          <TextInput key={question} {...answerProps} />
        )}
        <p className="auth-note" aria-live="polite">
          {t('dv.remaining', { count: challenge.available_questions_count })}
        </p>
        <CaptchaField kind="login" value={captcha} onChange={setCaptcha} error={errorFor('captcha')} />
        <div className="auth-actions">
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => void skip()}
            disabled={busy || challenge.available_questions_count <= 1}
          >
            {t('dv.skip')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {t('dv.submit')}
          </button>
        </div>
      </AuthForm>
    </Modal>
  );
}
