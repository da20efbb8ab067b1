import { t } from '../../../shared/i18n/translate';
import { TextInput } from '../../../shared/ui/form/text-input';

/** The member account field of the sign-in, recovery and transfer-validation forms. */
export function AccountInput(props: { value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <TextInput
      label={t('account')}
      placeholder={t('ph_account_name')}
      maxLength={12}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
