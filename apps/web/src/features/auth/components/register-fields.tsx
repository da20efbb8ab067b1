import type { RegisterSetting } from '@playdeck/contract';
import { useEffect, useId, useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { TextInput } from '../../../shared/ui/form/text-input';
import type { ReferralState } from '../hooks/use-referral';
import { useIpInfo } from '../api/ip-info';
import { useRegisterFields } from '../hooks/use-register-fields';
import { useRegisterSubmit } from '../hooks/use-register-submit';
import { INTRODUCER_CODES } from '../lib/register-outcomes';
import { toast } from '../../../shared/ui/toast/toast-store';
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

/** The registration form proper: base fields, the currency's fields, captcha and agreement. */
export function RegisterFields({ settings, currencies, initialCurrency, referral }: RegisterFieldsProps) {
  const form = useRegisterFields(settings, initialCurrency, (code) => {
    if (INTRODUCER_CODES.has(code)) referral.drop(code);
  });
  const submit = useRegisterSubmit(form, referral);
  // Code 107 turns the recommend feature off: the introducer goes, and the page says why.
  useEffect(() => {
    if (!referral.recommendOff) return;
    form.setValues((v) => ({ ...v, introducer: '' }));
    form.setError('introducer', undefined);
    toast.warning(t('signup.err_recommend_closed'));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the feature turns off
  }, [referral.recommendOff]);
  const captchaToken = useCaptchaToken('register');
  const ipInfo = useIpInfo();
  const [agreed, setAgreed] = useState(true);
  const [busy, setBusy] = useState(false);
  const currencyId = useId();
  const { values, errors, fields } = form;
  const blur = (field: string) => () => form.blur(field);
  const introducerShown = !!fields.introducer && !referral.referral && !referral.recommendOff;
  return (
    <form
      className="auth-form register-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        void submit(agreed, captchaToken, ipInfo).finally(() => setBusy(false));
      }}
    >
      <p className="register-required-note">{t('signup.required_note')}</p>
      {currencies.length === 0 && (
        // No currency is open to registration: said first, rather than an empty list to choose from.
        <p className="register-no-currency" role="alert">
          {t('signup.no_currency_open')}
        </p>
      )}
      <TextInput
        label={t('account')}
        placeholder={t('signup.ph_account')}
        value={values.member_account ?? ''}
        onChange={form.set('member_account')}
        onBlur={blur('member_account')}
        error={errors.member_account}
        aria-required
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
        aria-required
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
          aria-required
          maxLength={12}
          autoComplete="new-password"
        />
      )}
      {currencies.length > 0 && (
        <div className={`field${errors.member_currency ? ' field--error' : ''}`}>
          <label className="field-label" htmlFor={currencyId}>
            {t('currency')}
          </label>
          <div className="field-control">
            <select
              id={currencyId}
              className="field-input"
              value={form.currency}
              aria-required
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
      )}
      <ProfileFields form={form} />
      {introducerShown && (
        <TextInput
          label={t('signup.introducer')}
          value={referral.domain ? String(referral.domain.agentId) : (values.introducer ?? '')}
          onChange={form.set('introducer')}
          onBlur={blur('introducer')}
          aria-required={fields.introducer?.is_required === 1 || undefined}
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
        required
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
