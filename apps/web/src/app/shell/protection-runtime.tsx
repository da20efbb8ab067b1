import ProtectionRuntime from '../../features/protection/components/protection-runtime';
import { balanceGetBack } from '../../features/wallet/api/balance-get-back';
import { quitGame } from '../../shared/games/quit-game';
import { navigateTo } from '../../shared/lib/navigation';

/**
 * A reality check's "Leave the game", or a reached play-time limit: every game of the page is left (the leave
 * call brings each one's provider balance home), then the wallet's one-click balance-back fetches whatever a
 * provider still holds (a leave that failed, a balance still settling). A game shown as the /play page goes
 * back home.
 */
async function leaveGamesAndBringBack(): Promise<void> {
  await quitGame();
  await balanceGetBack(Date.now(), { quietWhenNothing: true });
  if (location.pathname === '/play') navigateTo('/', { replace: true });
}

/** The protection feature's runtime with the games and wallet steps it may not import itself. */
export default function ProtectionRuntimeFrame() {
  return <ProtectionRuntime leaveGames={leaveGamesAndBringBack} />;
}
