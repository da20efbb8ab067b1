import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { t } from '../../../shared/i18n/translate';

/** The invitation link as a QR code, drawn in the browser (the qrcode package comes with this page only). */
export function InviteQr({ link }: { link: string }) {
  const [drawn, setDrawn] = useState<{ link: string; src: string } | null>(null);
  useEffect(() => {
    let live = true;
    const show = (src: string) => {
      if (live) setDrawn({ link, src });
    };
    // A link too long to encode leaves the code and the link to copy.
    toDataURL(link, { width: 320, margin: 1, errorCorrectionLevel: 'M' }).then(show, () => show(''));
    return () => {
      live = false;
    };
  }, [link]);
  const src = drawn?.link === link ? drawn.src : null;
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
