import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { withLoading } from '../../../shared/ui/loading/loading-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useVxReset } from '../api/vx-reset';
import { noticeText, vxResetNotice } from '../lib/outcomes';
import { newPasswordErrors } from '../validation';
import { NewPasswordFields } from './new-password-fields';
import { AuthForm } from './auth-form';

/** Step 2 of transfer validation: a new login password, sent with the step-1 token. */
export function TvResetStep({
  account,
  token,
  onDone,
  onRestart,
}: {
  account: string;
  token: string;
  onDone: () => void;
  onRestart: () => void;
}) {
  const [values, setValues] = useState({ password: '', check: '' });
  const [errors, setErrors] = useState<{ password?: string; check?: string }>({});
  const reset = useVxReset();
  const submit = async () => {
    const found = newPasswordErrors(values.password, values.check);
    setErrors(found);
    if (found.password || found.check) return;
    try {
      await withLoading(reset.mutateAsync({ account, password: values.password, token }));
      toast.success(t('signup.verify_success'));
      onDone();
    } catch (failed) {
      const notice = vxResetNotice(failed as Error);
      toast.error(noticeText(notice));
      // The token is spent or gone: the member verifies again.
      if ('key' in notice) onRestart();
    }
  };
  return (
    <AuthForm busy={reset.isPending} onSubmit={submit}>
      <p className="auth-intro">{t('tv.reset_intro', { account })}</p>
      <NewPasswordFields
        values={values}
        onChange={(next) => {
          setValues(next);
          setErrors({});
        }}
        errors={errors}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={reset.isPending}>
        {t('tv.submit')}
      </button>
    </AuthForm>
  );
}
