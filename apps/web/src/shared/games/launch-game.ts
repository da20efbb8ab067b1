import { STORAGE_KEYS } from '@playdeck/contract';
import { config } from '../config/public-config';
import { GAME_OPEN_RULES } from '../config/games';
import { loadNamespace } from '../i18n/catalogs';
import { currentLocale, t } from '../i18n/translate';
import { isGameWindowOpen } from '../lib/game-window';
import { popupFeatures, registerWindow } from '../lib/navigation';
import { local } from '../lib/storage';
import { gameLaunchActions, useGameLaunch } from '../stores/game-launch-store';
import { useLayout } from '../stores/layout-store';
import { openModal } from '../stores/modal-store';
import { isLoggedIn } from '../stores/session-store';
import { confirmDialog } from '../ui/confirm/dialog-store';
import { toast } from '../ui/toast/toast-store';
import { gameKey, launchRefusal, openTypeFor } from './launch-rules';
import type { LaunchRequest } from './types';

/**
 * Starts a game. Everything up to opening the holding window runs synchronously inside the
 * click, so popup blockers let the window through; the play call and what follows load on demand.
 * Refusals are told as a toast and resolve; a failed start rejects with pg.start_failed.
 */
export function launchGame(request: LaunchRequest): Promise<void> {
  if (config.IS_DEMO) {
    toast.warning(t('pg.demo_site'));
    return Promise.resolve();
  }
  if (!isLoggedIn()) return askToLogIn();
  const state = useGameLaunch.getState();
  const { mode, device } = useLayout.getState();
  const key = gameKey(request);
  const refusal = launchRefusal(
    {
      siteClosed: state.siteClosed,
      isStarting: state.isStarting,
      isQuitting: state.isQuitting,
      openKeys: state.games.map((g) => g.key),
      playing: isGameWindowOpen(),
      balanceBackRunning: state.balanceBackRunning,
      desktop: mode === 'desktop',
    },
    key,
  );
  if (refusal) {
    toast.warning(t(refusal));
    return Promise.resolve();
  }
  const openType = openTypeFor({
    device,
    mode,
    userAgent: navigator.userAgent,
    gpId: request.gp_id,
    gameType: request.game_type,
    rules: GAME_OPEN_RULES,
  });
  gameLaunchActions.setStarting(true);
  const windowName = `playdeck_game_${Date.now().toString(36)}`;
  const waiting = openType === 'window' ? openWaitingWindow(windowName, mode === 'desktop') : null;
  return Promise.all([import('./launch-flow'), loadNamespace(currentLocale(), 'games')])
    .catch((error: unknown) => {
      waiting?.close();
      gameLaunchActions.setStarting(false);
      throw error;
    })
    .then(([flow]) => flow.runLaunch({ request, key, openType, waiting, windowName }));
}

/** A click handler's launch: refusals and failures were already shown to the member. */
export function playGame(request: LaunchRequest): void {
  launchGame(request).catch(() => undefined);
}

/** A visitor is asked to log in first; confirming opens the login modal. */
async function askToLogIn(): Promise<void> {
  const ok = await confirmDialog({ message: t('pg.login_required'), confirmText: t('login') });
  if (ok) openModal('login');
}

/** The holding page (/loading) in a 1500x800 popup on desktop, a new tab elsewhere, until the URL comes. */
function openWaitingWindow(name: string, desktop: boolean): Window | null {
  const waiting = window.open('/loading', name, desktop ? popupFeatures() : undefined);
  if (!waiting) return null;
  registerWindow('game', waiting);
  registerWindow(name, waiting);
  local.set(STORAGE_KEYS.waitingWindow, 'game');
  gameLaunchActions.setWaitingUrl(true);
  return waiting;
}
