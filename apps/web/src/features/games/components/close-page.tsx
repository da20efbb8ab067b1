import { STORAGE_KEYS } from '@playdeck/contract';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RETURN_PARAM, safeReturnPath } from '../../../shared/games/lobby-url';
import { t } from '../../../shared/i18n/translate';
import { local } from '../../../shared/lib/storage';
import './games.css';

/** The waiting windows that may land here (quickGame closes them): a game by default, or ?type=deposit|fp. */
const closingWindow = (type: string | null) => (type === 'deposit' || type === 'fp' ? type : 'game');

/**
 * /close: the lobby address given to game providers, and the return address of a payment window. Landing
 * here means the game (or the payment) is over: tell the site window (window-msg quickGame) which
 * window or frame this is, so it runs the quit step for that game, then close this window if allowed (a
 * frame is removed by the site instead).
 */
export default function ClosePage() {
  const [query] = useSearchParams();
  const kind = closingWindow(query.get('type'));
  const back = safeReturnPath(query.get(RETURN_PARAM));
  const navigate = useNavigate();
  useEffect(() => {
    const message = { type: 'quickGame', data: { window: kind, name: window.name || undefined }, at: Date.now() };
    local.set(STORAGE_KEYS.windowMsg, JSON.stringify(message));
    if (window.top !== window) return;
    // The game had taken over this tab (in-app browsers): back to the page the member left. The site,
    // finding isPlay at 1, leaves the game and brings the balance back.
    if (back) return void navigate(back, { replace: true });
    const timer = window.setTimeout(() => window.close(), 300);
    return () => window.clearTimeout(timer);
  }, [kind, back, navigate]);
  const payment = kind !== 'game';
  return (
    <div className="holding-page">
      <p className="holding-title">{payment ? t('games.payment_done_title') : t('games.closed_title')}</p>
      <p className="holding-text">{payment ? t('games.payment_done_text') : t('games.closed_text')}</p>
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
