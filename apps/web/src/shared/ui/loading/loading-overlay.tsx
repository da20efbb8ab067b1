import { LOADING_OVERLAY_CLOSE_DELAY_MS } from '@playdeck/contract';
import { useEffect, useState } from 'react';
import { t } from '../../i18n/translate';
import { useLoadingCount } from './loading-store';
import './loading-overlay.css';

/** Shows while work is pending and fades out 400 ms after it ends, so chained calls do not flicker. */
export function LoadingOverlay() {
  const busy = useLoadingCount((s) => s.pending > 0);
  const [lingering, setLingering] = useState(false);
  const [wasBusy, setWasBusy] = useState(busy);
  if (busy !== wasBusy) {
    // Adjusting state while rendering (not in an effect): the overlay lingers the moment work ends.
    setWasBusy(busy);
    if (!busy) setLingering(true);
  }
  useEffect(() => {
    if (!lingering) return;
    const timer = window.setTimeout(() => setLingering(false), LOADING_OVERLAY_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [lingering]);
  if (!busy && !lingering) return null;
  return (
    <div className={`loading-overlay${busy ? '' : ' loading-overlay--closing'}`} role="status" aria-live="polite">
      <span className="loading-spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
