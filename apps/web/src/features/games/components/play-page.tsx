import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { runBeforeQuitGame } from '../../../shared/lib/game-window';
import { t } from '../../../shared/i18n/translate';
import { useGameLaunch } from '../../../shared/stores/game-launch-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icons';
import { GameFrame } from './game-frame';
import './games.css';

/**
 * /play: a game opened as a page fills the screen in a frame; the member returns to / from here,
 * and leaving the page by any way leaves the game.
 */
export default function PlayPage() {
  const game = useGameLaunch((s) => s.games.find((g) => g.openType === 'page' && g.url));
  const navigate = useNavigate();
  const windowName = game?.windowName;

  useEffect(() => {
    if (!windowName) return;
    return () => {
      // Checked once the navigation settles: a remount of the same page (StrictMode) is not a leave.
      setTimeout(() => {
        const open = useGameLaunch.getState().games.some((g) => g.windowName === windowName);
        const here = location.pathname === '/play';
        if (open && !here) void runBeforeQuitGame(windowName);
        // The game ended inside the frame (its lobby link reached /close): back to the home page.
        if (!open && here) navigate('/', { replace: true });
      }, 0);
    };
  }, [windowName, navigate]);

  if (!game) return <NoGame />;
  return (
    <div className="play-screen">
      <div className="play-bar">
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => navigate('/')}>
          <Icon name="chevronLeft" />
          {t('games.back_to_lobby')}
        </button>
        <h1 className="play-title">{game.name}</h1>
      </div>
      <GameFrame game={game} />
    </div>
  );
}

function NoGame() {
  return (
    <div className="container page play-page">
      <div className="play-toolbar">
        <Link to="/" className="btn btn--ghost btn--sm">
          <Icon name="chevronLeft" />
          {t('games.back_to_lobby')}
        </Link>
        <h1 className="play-title">{t('games.play_title')}</h1>
      </div>
      <div className="play-stage">
        <EmptyState
          icon="play"
          title={t('games.no_game_open')}
          description={t('games.no_game_open_text')}
          action={
            <Link to="/" className="btn btn--primary">
              {t('games.choose_game')}
            </Link>
          }
        />
      </div>
    </div>
  );
}
