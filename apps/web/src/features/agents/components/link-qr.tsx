import { t } from '../../../shared/i18n/translate';
import { useQrCode } from '../../../shared/ui/qr/use-qr-code';
import { qrFileName } from '../lib/link-url';

/** A promotion link as a QR code to print or share, with its download. */
export function LinkQr({ url, name, code }: { url: string; name: string; code: string }) {
  const src = useQrCode(url);
  // A link too long to encode leaves the address to copy.
  if (src === '') return null;
  return (
    <figure className="agt-qr">
      {src ? (
        <img className="agt-qr-image" src={src} alt={t('agents.links.qr_alt', { name })} width={120} height={120} />
      ) : (
        <span className="agt-qr-image agt-qr-blank" aria-hidden="true" />
      )}
      {src && (
        <a className="btn btn--ghost btn--sm" href={src} download={qrFileName(name, code)}>
          {t('agents.links.qr_download')}
        </a>
      )}
    </figure>
  );
}
