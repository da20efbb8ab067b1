import { t } from '../../../shared/i18n/translate';
import { PasswordInput } from '../../../shared/ui/form/password-input';

export interface NewPasswordValues {
  password: string;
  check: string;
}

/** A new password and its confirmation, with the errors of newPasswordErrors. */
export function NewPasswordFields({
  values,
  onChange,
  errors,
}: {
  values: NewPasswordValues;
  onChange: (values: NewPasswordValues) => void;
  errors: { password?: string; check?: string };
}) {
  return (
    <>
      <PasswordInput
        label={t('pwd.new')}
        placeholder={t('signup.ph_password')}
        value={values.password}
        onChange={(password) => onChange({ ...values, password })}
        error={errors.password && t(errors.password)}
        maxLength={12}
        autoComplete="new-password"
      />
      <PasswordInput
        label={t('pwd.check')}
        placeholder={t('signup.ph_check_password')}
        value={values.check}
        onChange={(check) => onChange({ ...values, check })}
        error={errors.check && t(errors.check)}
        maxLength={12}
        autoComplete="new-password"
      />
    </>
  );
}
