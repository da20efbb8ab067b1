import { useEffect } from 'react';
import { refreshBalance } from '../../../shared/api/wallet/balance';
import { onForwardGameStatus } from '../../../shared/games/launch-flow';
import { abandonGames, leaveOwed, quitGame } from '../../../shared/games/quit-game';
import { isGameWindowOpen, playingAtLoad, setBeforeQuitGame, setGamePlaying } from '../../../shared/lib/game-window';
import { useRealtimeEvent } from '../../../shared/realtime/use-realtime-event';
import { gameLaunchActions, useGameLaunch } from '../../../shared/stores/game-launch-store';
import { isLoggedIn, useSession } from '../../../shared/stores/session-store';
import { useFrameMessages } from '../hooks/use-frame-messages';
import { GameModal } from './game-modal';
import { MaintenanceDialog } from './maintenance-dialog';

/** A page that finds a game left open (or a leave that did not get through) quits it this long after loading. */
const QUIT_GAME_DELAY_MS = 300;

/** Popups of this site (game, member, payment windows) and frames must not quit the opener's game. */
const isSiteWindow = () => window.top !== window || window.name.startsWith('playdeck_');

let loadQuitDone = false;

/**
 * The games feature's runtime, mounted once by the app frame after the first paint: the quit step that
 * /close and cross-window messages run, the game left open by a previous page, bfcache restores, the
 * member-channel pushes about games and balances, and the game and maintenance dialogs.
 */
export default function GamesRuntime() {
  const modalGame = useGameLaunch((s) => s.games.find((g) => g.openType === 'modal' && g.url));
  const maintenance = useGameLaunch((s) => s.maintenance);

  useEffect(() => {
    setBeforeQuitGame((windowName) => quitGame(windowName));
    return () => setBeforeQuitGame(undefined);
  }, []);

  useEffect(() => {
    if (loadQuitDone || !(playingAtLoad || leaveOwed()) || isSiteWindow()) return;
    loadQuitDone = true;
    const timer = setTimeout(() => {
      setGamePlaying(false);
      if (isLoggedIn()) void quitGame();
    }, QUIT_GAME_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    // A page restored from the back-forward cache would show a game that has long been left.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && isGameWindowOpen()) location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  useEffect(() => {
    let member = isLoggedIn();
    return useSession.subscribe((session) => {
      const now = isLoggedIn(session);
      if (member && !now) abandonGames();
      member = now;
    });
  }, []);

  useRealtimeEvent('member.cash', () => gameLaunchActions.setQuitting(false));
  useRealtimeEvent('forward_game.status', (data) => onForwardGameStatus(data.code, data.message));
  useRealtimeEvent('all_transfer_back', refreshBalance);
  useFrameMessages();

  return (
    <>
      {modalGame && <GameModal game={modalGame} />}
      {maintenance && <MaintenanceDialog notice={maintenance} />}
    </>
  );
}
