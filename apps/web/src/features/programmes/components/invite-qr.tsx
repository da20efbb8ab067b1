import { t } from '../../../shared/i18n/translate';
import { useQrCode } from '../../../shared/ui/qr/use-qr-code';

/** The invitation link as a QR code, drawn in the browser (the qrcode package comes with this page only). */
export function InviteQr({ link }: { link: string }) {
  const src = useQrCode(link);
  // A link too long to encode leaves the code and the link to copy.
  if (src === '') return null;
  return (
    <figure className="prog-qr">
      {src ? (
        <img className="prog-qr-image" src={src} alt={t('referral.qr_alt')} width={160} height={160} />
      ) : (
        <span className="prog-qr-image prog-qr-blank" aria-hidden="true" />
      )}
      <figcaption className="prog-hint">{t('referral.qr_caption')}</figcaption>
      {src && (
        <a className="btn btn--ghost btn--sm" href={src} download="invite-qr.png">
          {t('referral.qr_download')}
        </a>
      )}
    </figure>
  );
}
