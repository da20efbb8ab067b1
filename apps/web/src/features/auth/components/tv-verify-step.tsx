import { useId, useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { TextInput } from '../../../shared/ui/form/text-input';
import { withLoading } from '../../../shared/ui/loading/loading-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useClientCaptcha } from '../api/get-client-captcha';
import { useVxVerify } from '../api/vx-verify';
import { noticeText, vxVerifyNotice } from '../lib/outcomes';
import type { TransferVerifyInput } from '../validation';
import { transferVerifyErrors } from '../validation';
import { ClientCaptchaField } from './client-captcha-field';
import { DigitBoxes } from './digit-boxes';
import { AuthForm } from './auth-form';
import { AccountInput } from './account-input';

type Field = keyof TransferVerifyInput;

/** Step 1 of transfer validation: account, withdrawal password, phone or e-mail, and a code. */
export function TvVerifyStep({
  account,
  onVerified,
}: {
  account: string;
  onVerified: (a: string, token: string) => void;
}) {
  const [form, setForm] = useState<TransferVerifyInput>({
    account,
    withdrawPassword: '',
    via: 'email',
    email: '',
    phone: '',
    captcha: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const captcha = useClientCaptcha();
  const verify = useVxVerify();
  const choiceId = useId();
  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = async () => {
    const found = transferVerifyErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0 || !captcha.data) return;
    try {
      const { token } = await withLoading(
        verify.mutateAsync({
          account: form.account.trim(),
          withdraw_password: form.withdrawPassword,
          ...(form.via === 'email' ? { member_email: form.email.trim() } : { member_phone: form.phone.trim() }),
          captcha_text: captcha.data.text,
          captcha_answer: form.captcha.trim(),
        }),
      );
      onVerified(form.account.trim(), token);
    } catch (failed) {
      toast.error(noticeText(vxVerifyNotice(failed as Error)));
      setForm((f) => ({ ...f, captcha: '' }));
      captcha.reload();
    }
  };
  const err = (field: Field) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <AuthForm busy={verify.isPending} onSubmit={submit}>
      <AccountInput value={form.account} onChange={set('account')} error={err('account')} />
      <DigitBoxes
        label={t('tv.withdraw_password')}
        value={form.withdrawPassword}
        onChange={set('withdrawPassword')}
        error={err('withdrawPassword')}
      />
      <fieldset className="field choice-field">
        <legend className="field-label" id={choiceId}>
          {t('tv.verify_with')}
        </legend>
        <div className="choice-row">
          {(['email', 'phone'] as const).map((via) => (
            <label key={via} className="choice">
              <input
                type="radio"
                name={choiceId}
                checked={form.via === via}
                onChange={() => setForm((f) => ({ ...f, via }))}
              />
              <span>{t(`tv.by_${via}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {form.via === 'email' ? (
        <TextInput
          key="email"
          label={t('tv.email')}
          placeholder={t('tv.ph_email')}
          type="email"
          value={form.email}
          onChange={set('email')}
          error={err('email')}
          maxLength={254}
          showCount={false}
          autoComplete="email"
        />
      ) : (
        <TextInput
          key="phone"
          label={t('tv.phone')}
          placeholder={t('tv.ph_phone')}
          type="tel"
          value={form.phone}
          onChange={set('phone')}
          error={err('phone')}
          maxLength={20}
          showCount={false}
          autoComplete="tel"
        />
      )}
      <ClientCaptchaField captcha={captcha} value={form.captcha} onChange={set('captcha')} error={err('captcha')} />
      <button type="submit" className="btn btn--primary btn--block" disabled={verify.isPending}>
        {t('tv.next')}
      </button>
    </AuthForm>
  );
}
