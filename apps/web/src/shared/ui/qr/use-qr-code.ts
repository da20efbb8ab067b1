import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A text (an invitation or promotion link) drawn as a QR code in the browser, as a PNG data URL: null
 * while it is drawn, '' when the text cannot be encoded (too long). The qrcode package comes only with
 * the lazy pages that use this.
 */
export function useQrCode(text: string, width = 320): string | null {
  const [drawn, setDrawn] = useState<{ text: string; src: string } | null>(null);
  useEffect(() => {
    let live = true;
    const show = (src: string) => {
      if (live) setDrawn({ text, src });
    };
    toDataURL(text, { width, margin: 1, errorCorrectionLevel: 'M' }).then(show, () => show(''));
    return () => {
      live = false;
    };
  }, [text, width]);
  return drawn?.text === text ? drawn.src : null;
}
