import type { RegisterSetting } from '@playdeck/contract';
import { useId, useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { TextInput } from '../../../shared/ui/form/text-input';
import type { ReferralState } from '../hooks/use-referral';
import { useRegisterFields } from '../hooks/use-register-fields';
import { useRegisterSubmit } from '../hooks/use-register-submit';
import { AgreementCheck } from './agreement-check';
import { CaptchaField, useCaptchaToken } from './captcha-field';
import { PasswordInput } from '../../../shared/ui/form/password-input';
import { ProfileFields } from './profile-fields';

export interface RegisterFieldsProps {
  settings: readonly RegisterSetting[];
  currencies: string[];
  initialCurrency: string;
  referral: ReferralState & { drop: (code: number) => void };
}

/** The registration form proper (R§2-§5): base fields, the currency's fields, captcha and agreement. */
export function RegisterFields({ settings, currencies, initialCurrency, referral }: RegisterFieldsProps) {
  const form = useRegisterFields(settings, initialCurrency);
  const submit = useRegisterSubmit(form, referral);
  const captchaToken = useCaptchaToken('register');
  const [agreed, setAgreed] = useState(true);
  const [busy, setBusy] = useState(false);
  const currencyId = useId();
  const { values, errors, fields } = form;
  const blur = (field: string) => () => form.blur(field);
  const introducerShown = !!fields.introducer && !referral.referral;
  return (
    <form
      className="auth-form register-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        void submit(agreed, captchaToken).finally(() => setBusy(false));
      }}
    >
      <TextInput
        label={t('account')}
        placeholder={t('signup.ph_account')}
        value={values.member_account ?? ''}
        onChange={form.set('member_account')}
        onBlur={blur('member_account')}
        error={errors.member_account}
        maxLength={12}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <PasswordInput
        label={t('password')}
        placeholder={t('signup.ph_password')}
        value={values.password ?? ''}
        onChange={form.set('password')}
        onBlur={blur('password')}
        error={errors.password}
        maxLength={12}
        autoComplete="new-password"
      />
      {fields.check_password && (
        <PasswordInput
          label={t('signup.check_password')}
          placeholder={t('signup.ph_check_password')}
          value={values.check_password ?? ''}
          onChange={form.set('check_password')}
          onBlur={blur('check_password')}
          error={errors.check_password}
          maxLength={12}
          autoComplete="new-password"
        />
      )}
      <div className={`field${errors.member_currency ? ' field--error' : ''}`}>
        <label className="field-label" htmlFor={currencyId}>
          {t('currency')}
        </label>
        <div className="field-control">
          <select
            id={currencyId}
            className="field-input"
            value={form.currency}
            disabled={!!referral.domain}
            onChange={(e) => form.changeCurrency(e.target.value)}
          >
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        {errors.member_currency && (
          <p className="field-error" role="alert">
            {errors.member_currency}
          </p>
        )}
      </div>
      <ProfileFields form={form} />
      {introducerShown && (
        <TextInput
          label={t('signup.introducer')}
          value={referral.domain ? String(referral.domain.agentId) : (values.introducer ?? '')}
          onChange={form.set('introducer')}
          readOnly={!!referral.domain}
          error={errors.introducer}
          maxLength={16}
          showCount={false}
          autoCapitalize="none"
          spellCheck={false}
        />
      )}
      <CaptchaField
        kind="register"
        value={values.captcha ?? ''}
        onChange={form.set('captcha')}
        error={errors.captcha}
      />
      <AgreementCheck
        agreed={agreed}
        error={errors.agreement}
        onChange={(value) => {
          setAgreed(value);
          if (value) form.setError('agreement', undefined);
        }}
      />
      <button type="submit" className="btn btn--primary btn--block auth-submit" disabled={busy}>
        {t('register')}
      </button>
    </form>
  );
}
