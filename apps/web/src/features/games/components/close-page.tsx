import { STORAGE_KEYS } from '@playdeck/contract';
import { useEffect } from 'react';
import { t } from '../../../shared/i18n/translate';
import { local } from '../../../shared/lib/storage';
import './games.css';

/**
 * /close: the lobby address given to game providers. Landing here means the game is over: tell the site
 * window (window-msg quickGame, spec §4) which window or frame this is, so it runs the quit step for that
 * game, then close this window if allowed (a frame is removed by the site instead).
 */
export default function ClosePage() {
  useEffect(() => {
    const message = { type: 'quickGame', data: { window: 'game', name: window.name || undefined }, at: Date.now() };
    local.set(STORAGE_KEYS.windowMsg, JSON.stringify(message));
    if (window.top !== window) return;
    const timer = window.setTimeout(() => window.close(), 300);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div className="holding-page">
      <p className="holding-title">{t('games.closed_title')}</p>
      <p className="holding-text">{t('games.closed_text')}</p>
      <div className="holding-actions">
        <button type="button" className="btn btn--primary" onClick={() => window.close()}>
          {t('close_window')}
        </button>
        <a href="/" className="btn btn--ghost">
          {t('nav.home')}
        </a>
      </div>
    </div>
  );
}
