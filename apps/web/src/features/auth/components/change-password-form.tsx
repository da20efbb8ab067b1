import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { memberQueryKey } from '../../../shared/api/member/get-member-layout';
import { t } from '../../../shared/i18n/translate';
import { useSession } from '../../../shared/stores/session-store';
import { withLoading } from '../../../shared/ui/loading/loading-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useEditPassword } from '../../../shared/api/member/edit-password';
import { editPasswordNotice, noticeText } from '../lib/outcomes';
import { newPasswordErrors } from '../validation';
import { NewPasswordFields } from './new-password-fields';
import { PasswordInput } from '../../../shared/ui/form/password-input';
import { AuthForm } from './auth-form';

type Errors = { old?: string; password?: string; check?: string };

/** Change the login password (edit_password): old password, new one twice; the server's refusals as toasts. */
export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const [old, setOld] = useState('');
  const [values, setValues] = useState({ password: '', check: '' });
  const [errors, setErrors] = useState<Errors>({});
  const edit = useEditPassword();
  const queryClient = useQueryClient();
  const memberId = useSession((s) => s.memberId);
  const submit = async () => {
    const found: Errors = {
      old: old ? undefined : 'pwd.old_required',
      ...newPasswordErrors(values.password, values.check),
    };
    setErrors(found);
    if (found.old || found.password || found.check) return;
    try {
      await withLoading(
        edit.mutateAsync({ old_password: old, password: values.password, check_password: values.check }),
      );
      toast.success(t('pwd.success'));
      // The layout's first_login_to_change_password is cleared now: the forced change ends with it.
      await queryClient.invalidateQueries({ queryKey: memberQueryKey(memberId) });
      onDone?.();
    } catch (failed) {
      toast.error(noticeText(editPasswordNotice(failed as Error)));
    }
  };
  return (
    <AuthForm busy={edit.isPending} onSubmit={submit}>
      <PasswordInput
        label={t('pwd.old')}
        placeholder={t('ph_password')}
        value={old}
        onChange={(value) => {
          setOld(value);
          setErrors((e) => ({ ...e, old: undefined }));
        }}
        error={errors.old && t(errors.old)}
        maxLength={12}
        autoComplete="current-password"
      />
      <NewPasswordFields
        values={values}
        onChange={(next) => {
          setValues(next);
          setErrors((e) => ({ ...e, password: undefined, check: undefined }));
        }}
        errors={errors}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={edit.isPending}>
        {t('pwd.submit')}
      </button>
    </AuthForm>
  );
}
