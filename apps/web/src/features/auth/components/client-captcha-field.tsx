import { t } from '../../../shared/i18n/translate';
import { svgDataUrl } from '../api/get-captcha';
import type { useClientCaptcha } from '../api/get-client-captcha';
import { CaptchaImage, CaptchaInput } from './captcha-field';

export interface ClientCaptchaFieldProps {
  captcha: ReturnType<typeof useClientCaptcha>;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The /clientCaptcha code: its SVG is shown as an image (a data: URL), never inserted as markup. */
export function ClientCaptchaField({ captcha, value, onChange, error }: ClientCaptchaFieldProps) {
  return (
    <CaptchaInput
      placeholder={t('ph_account_verify_code')}
      value={value}
      onChange={onChange}
      error={error}
      image={
        <CaptchaImage
          src={captcha.data ? svgDataUrl(captcha.data.svg) : undefined}
          busy={captcha.isFetching}
          onReload={captcha.reload}
        />
      }
    />
  );
}
