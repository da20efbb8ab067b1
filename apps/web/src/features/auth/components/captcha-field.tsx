import type { ReactNode } from 'react';
import { t } from '../../../shared/i18n/translate';
import { TextInput } from '../../../shared/ui/form/text-input';
import { Icon } from '../../../shared/ui/icons';
import type { CaptchaKind } from '../api/get-captcha';
import { captchaImageSrc, useCaptcha } from '../api/get-captcha';

export interface CaptchaFieldProps {
  kind: CaptchaKind;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Marks the field as required (registration marks its required fields). */
  required?: boolean;
}

/** The verification-code field with its image; the image doubles as the reload button. */
export function CaptchaField({ kind, value, onChange, error, required }: CaptchaFieldProps) {
  const captcha = useCaptcha(kind);
  return (
    <CaptchaInput
      aria-required={required || undefined}
      // The server names its placeholder by message key (it may also send plain text, shown as is).
      placeholder={t(captcha.data?.placeholder || 'ph_account_verify_code')}
      value={value}
      onChange={onChange}
      error={error}
      image={
        <CaptchaImage
          src={captcha.data ? captchaImageSrc(captcha.data.captcha) : undefined}
          busy={captcha.isFetching}
          onReload={captcha.reload}
        />
      }
    />
  );
}

/** A verification-code text input with its captcha image beside it (server or client captcha). */
export function CaptchaInput(props: {
  'aria-required'?: boolean;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  image: ReactNode;
}) {
  const { image, ...input } = props;
  return (
    <TextInput
      label={t('verify_code')}
      maxLength={6}
      showCount={false}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      addon={image}
      {...input}
    />
  );
}

/** The image as a button: pressing it asks for a new one (ignored while one is on its way). */
export function CaptchaImage({ src, busy, onReload }: { src?: string; busy: boolean; onReload: () => void }) {
  return (
    <button
      type="button"
      className="captcha-image"
      onClick={onReload}
      aria-disabled={busy}
      aria-busy={busy}
      aria-label={t('captcha_refresh')}
      title={t('captcha_refresh')}
    >
      {src ? <img src={src} alt="" /> : <Icon name="refresh" />}
    </button>
  );
}

/** The token that goes with the answer, when a captcha was served. */
export function useCaptchaToken(kind: CaptchaKind): { token: string; reload: () => void } {
  const captcha = useCaptcha(kind);
  return { token: captcha.data?.token ?? '', reload: captcha.reload };
}
