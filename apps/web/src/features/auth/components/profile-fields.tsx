import { registerFieldError } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { TextInput } from '../../../shared/ui/form/text-input';
import type { useRegisterFields } from '../hooks/use-register-fields';
import { PROFILE_FIELDS, phoneVerificationOn } from '../lib/register-fields';
import { BirthdayField } from './birthday-field';
import { DigitBoxes } from './digit-boxes';
import { PhoneVerifyField } from './phone-verify-field';

type Form = ReturnType<typeof useRegisterFields>;

const MAX_LENGTH: Record<string, number> = { member_email: 254, member_phone: 15, member_others: 100, identity_id: 32 };
const INPUT_MODE: Record<string, 'email' | 'tel'> = { member_email: 'email', member_phone: 'tel' };

/** The settings-driven fields of the selected currency, in PROFILE_FIELDS order. */
export function ProfileFields({ form }: { form: Form }) {
  const { fields, values, errors } = form;
  return (
    <>
      {PROFILE_FIELDS.filter((name) => fields[name]).map((name) => {
        const required = fields[name]?.is_required === 1;
        const label = t(`signup.${name}`);
        const value = values[name] ?? '';
        if (name === 'member_birthday')
          return (
            <BirthdayField
              key={name}
              value={value}
              error={errors[name]}
              required={required}
              onChange={(v) => {
                form.set(name)(v);
                const key = registerFieldError(name, v, { currency: form.currency, setting: fields[name] });
                if (key && v.split('-').every(Boolean)) form.setError(name, t(key));
              }}
            />
          );
        if (name === 'withdraw_password')
          return (
            <DigitBoxes
              key={name}
              label={label}
              value={value}
              onChange={form.set(name)}
              error={errors[name]}
              required={required}
            />
          );
        const input = (
          <TextInput
            key={name}
            label={label}
            value={value}
            onChange={form.set(name)}
            onBlur={() => form.blur(name)}
            error={errors[name]}
            maxLength={MAX_LENGTH[name] ?? 50}
            showCount={false}
            inputMode={INPUT_MODE[name]}
            aria-required={required || undefined}
            autoCapitalize="none"
            spellCheck={false}
          />
        );
        if (name !== 'member_phone' || !phoneVerificationOn(fields)) return input;
        return [
          input,
          <PhoneVerifyField
            key="phone_verify"
            phone={value}
            currency={form.currency}
            value={values.phone_verify ?? ''}
            onChange={form.set('phone_verify')}
            onBlur={() => form.blur('phone_verify')}
            error={errors.phone_verify}
            phoneError={() => registerFieldError(name, value, { currency: form.currency, setting: fields[name] })}
            setPhoneError={(text) => form.setError(name, text)}
          />,
        ];
      })}
    </>
  );
}
