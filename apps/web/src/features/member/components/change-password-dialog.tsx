import { EDIT_PASSWORD_CODES } from '@playdeck/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { memberQueryKey } from '../../../shared/api/member/get-member-layout';
import { useEditPassword } from '../../../shared/api/member/edit-password';
import { t } from '../../../shared/i18n/translate';
import { newPasswordErrors } from '../../../shared/lib/password-rules';
import { PasswordInput } from '../../../shared/ui/form/password-input';
import { Modal } from '../../../shared/ui/modal/modal';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useMemberId } from '../api/member-id';

type Field = 'old' | 'password' | 'check' | 'form';
type Errors = Partial<Record<Field, string>>;

/** editPassword's codes, each shown under the field it is about. */
function passwordFailure(error: unknown): Errors | null {
  if (!(error instanceof ApiError)) return { form: t('member.err.unknown') };
  if (error.kind === 'aborted' || error.kind === 'unauthorized') return null;
  if (error.kind === 'server' && error.code === EDIT_PASSWORD_CODES.oldPasswordWrong)
    return { old: t('pwd.old_wrong') };
  if (error.kind === 'server' && error.code === EDIT_PASSWORD_CODES.format)
    return { password: t('signup.err_psw_format') };
  if (error.kind === 'server' && error.code === EDIT_PASSWORD_CODES.mismatch)
    return { check: t('signup.err_checkPsw_diff') };
  return { form: error.message || t('member.err.unknown') };
}

/**
 * Change the login password at any time (editPassword, the registration's password rules). The server
 * then signs out the member's other sessions; this one stays signed in.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState({ old: '', password: '', check: '' });
  const [errors, setErrors] = useState<Errors>({});
  const edit = useEditPassword();
  const queryClient = useQueryClient();
  const memberId = useMemberId();
  const change = (field: keyof typeof values) => (value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
    setErrors((old) => ({ ...old, [field]: undefined, form: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (edit.isPending) return;
    const rules = newPasswordErrors(values.password, values.check);
    const found: Errors = {
      old: values.old ? undefined : t('pwd.old_required'),
      password: rules.password && t(rules.password),
      check: rules.check && t(rules.check),
    };
    setErrors(found);
    if (found.old || found.password || found.check) return;
    try {
      await edit.mutateAsync({ old_password: values.old, password: values.password, check_password: values.check });
      toast.success(t('member.password.changed'), 6_000);
      void queryClient.invalidateQueries({ queryKey: memberQueryKey(memberId) });
      onClose();
    } catch (error) {
      const failure = passwordFailure(error);
      if (failure) setErrors(failure);
    }
  };

  return (
    <Modal
      title={t('member.password.change')}
      onClose={onClose}
      dismissible={false}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose} disabled={edit.isPending}>
            {t('cancel')}
          </button>
          <button type="submit" form="mc-password-form" className="btn btn--primary" disabled={edit.isPending}>
            {edit.isPending ? t('member.saving') : t('pwd.submit')}
          </button>
        </>
      }
    >
      <form id="mc-password-form" className="mc-password-form" onSubmit={(event) => void submit(event)} noValidate>
        <p className="mc-note">{t('member.password.intro')}</p>
        {errors.form && (
          <p className="mc-error" role="alert">
            {errors.form}
          </p>
        )}
        <PasswordInput
          label={t('pwd.old')}
          value={values.old}
          onChange={change('old')}
          error={errors.old}
          maxLength={12}
          showCount={false}
          autoComplete="current-password"
        />
        <PasswordInput
          label={t('pwd.new')}
          placeholder={t('signup.ph_password')}
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          maxLength={12}
          showCount={false}
          autoComplete="new-password"
        />
        <PasswordInput
          label={t('pwd.check')}
          placeholder={t('signup.ph_check_password')}
          value={values.check}
          onChange={change('check')}
          error={errors.check}
          maxLength={12}
          showCount={false}
          autoComplete="new-password"
        />
      </form>
    </Modal>
  );
}
