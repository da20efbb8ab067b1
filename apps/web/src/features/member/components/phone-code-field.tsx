import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { useSecondsLeft } from '../../../shared/lib/use-seconds-left';
import { TextInput } from '../../../shared/ui/form/text-input';
import { toast } from '../../../shared/ui/toast/toast-store';
import { usePhoneCode } from '../api/profile-phone-code';
import { PROFILE_CODES, profileFailure } from '../lib/profile-errors';
import { ApiError } from '../../../shared/api/api-error';

/** One code per minute (the server refuses sooner ones with smsTooSoon). */
const COOLDOWN_MS = 60_000;

/** The SMS code of a new phone number: "Send code" (then a minute's wait) and the code the SMS brought. */
export function PhoneCodeField({
  phone,
  code,
  onCode,
  checkPhone,
  error,
  onError,
}: {
  phone: string;
  code: string;
  onCode: (code: string) => void;
  /** Checks the new number (and shows its error); false stops the send. */
  checkPhone: () => boolean;
  error?: string;
  onError: (text: string) => void;
}) {
  const [until, setUntil] = useState(0);
  const wait = useSecondsLeft(until);
  const send = usePhoneCode();
  const click = async () => {
    if (send.isPending || wait > 0 || !checkPhone()) return;
    try {
      await send.mutateAsync(phone);
      setUntil(Date.now() + COOLDOWN_MS);
      toast.success(t('member.info.code_sent'));
    } catch (failed) {
      // Too soon: a code is already on its way, so the wait starts all the same.
      if (failed instanceof ApiError && failed.code === PROFILE_CODES.smsTooSoon) setUntil(Date.now() + COOLDOWN_MS);
      const failure = profileFailure(failed, 'member_phone');
      if (failure) onError(failure.text ?? t(failure.key ?? 'member.err.unknown'));
    }
  };
  return (
    <TextInput
      label={t('member.info.sms_code')}
      placeholder={t('member.info.sms_code_hint')}
      value={code}
      onChange={(next) => onCode(next.replace(/\D/g, ''))}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      showCount={false}
      error={error}
      addon={
        <button
          type="button"
          className="btn btn--outline mc-code-send"
          onClick={() => void click()}
          disabled={send.isPending || wait > 0}
        >
          {wait > 0 ? t('member.info.resend_in', { seconds: wait }) : t('member.info.send_code')}
        </button>
      }
    />
  );
}
