import { SMS_RESEND_SECONDS } from '@playdeck/contract';
import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { TextInput } from '../../../shared/ui/form/text-input';
import { toast } from '../../../shared/ui/toast/toast-store';
import { sendRegisterSms } from '../api/register-sms';
import { useSecondsLeft } from '../../../shared/lib/use-seconds-left';
import { smsOutcome } from '../lib/register-outcomes';

export interface PhoneVerifyFieldProps {
  phone: string;
  currency: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  /** The phone's own check; a message means the code is not sent. */
  phoneError: () => string | null;
  setPhoneError: (text: string | undefined) => void;
}

/** The SMS code of a registration: a send button, then a 300 s countdown with it disabled. */
export function PhoneVerifyField(props: PhoneVerifyFieldProps) {
  const [until, setUntil] = useState(0);
  const [sending, setSending] = useState(false);
  const left = useSecondsLeft(until);
  const send = async () => {
    const local = props.phoneError();
    if (local) return props.setPhoneError(t(local));
    setSending(true);
    try {
      await sendRegisterSms(props.phone.trim(), props.currency);
      setUntil(Date.now() + SMS_RESEND_SECONDS * 1000);
      toast.success(t('signup.sms_sent'));
    } catch (error) {
      const outcome = smsOutcome(error);
      if (outcome.countdown) setUntil(Date.now() + SMS_RESEND_SECONDS * 1000);
      if (outcome.toast) toast.error(t(outcome.key));
      else props.setPhoneError(t(outcome.key));
    } finally {
      setSending(false);
    }
  };
  return (
    <TextInput
      label={t('signup.phone_verify')}
      placeholder={t('signup.ph_phone_verify')}
      value={props.value}
      onChange={(v) => props.onChange(v.replace(/\s/g, ''))}
      onBlur={props.onBlur}
      error={props.error}
      aria-required={props.phone.trim() ? true : undefined}
      maxLength={6}
      showCount={false}
      inputMode="numeric"
      autoComplete="one-time-code"
      addon={
        <button
          type="button"
          className="btn btn--ghost sms-send"
          disabled={left > 0 || sending}
          onClick={() => void send()}
        >
          {left > 0 ? t('forgot.resend_in', { seconds: left }) : t('signup.send_sms')}
        </button>
      }
    />
  );
}
