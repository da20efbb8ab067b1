import { STORAGE_KEYS } from '@playdeck/contract';
import { callApi } from '../api/call-api';
import { refreshBalance } from '../api/wallet/balance';
import { registerWindow } from '../lib/navigation';
import { local } from '../lib/storage';
import { gameLaunchActions } from '../stores/game-launch-store';

/** How often a game window is checked for having been closed. */
export const WINDOW_POLL_MS = 1_000;

/** The open game windows of this page and their closed-checks. */
const windows = new Map<string, { win: Window; timer: ReturnType<typeof setInterval> }>();

/** Watches a game window: once it is closed, the game is left. */
export function watchWindow(name: string, win: Window): void {
  registerWindow(name, win);
  const timer = setInterval(() => {
    if (win.closed) void quitGame(name);
  }, WINDOW_POLL_MS);
  windows.set(name, { win, timer });
}

/**
 * Leaves a game: closes its window, forgets it, asks the server to bring the provider balance back
 * and refreshes the balance. Without a name every open game is left (and, on a page that found isPlay
 * left at 1, whatever the server still holds). The quitting flag lasts until member.cash or 30 s.
 */
export async function quitGame(windowName?: string): Promise<void> {
  for (const [name, watched] of windows) {
    if (windowName !== undefined && name !== windowName) continue;
    clearInterval(watched.timer);
    if (!watched.win.closed) watched.win.close();
    windows.delete(name);
  }
  const gone = gameLaunchActions.removeGames(windowName === undefined ? undefined : [windowName]);
  if (windowName !== undefined && gone.length === 0) return;
  local.remove(STORAGE_KEYS.waitingWindow);
  gameLaunchActions.setQuitting(true);
  const providers = [...new Set(gone.map((g) => g.gpId))];
  try {
    const leaves = providers.length > 0 ? providers.map((gp_id) => ({ gp_id })) : [{}];
    await Promise.all(leaves.map((body) => callApi('leave', body, { silent: true })));
    local.remove(STORAGE_KEYS.leaveOwed);
    gameLaunchActions.setQuitting(false);
  } catch {
    // The balance stays with the provider for now: the next page load leaves again, and after the
    // server's grace the wallet list's balance-back closes the game itself (decision 0038).
    local.set(STORAGE_KEYS.leaveOwed, '1');
  } finally {
    refreshBalance();
  }
}

/** A leave of this browser's did not get through (lost on the network, say): the next page load resends it. */
export const leaveOwed = (): boolean => local.get(STORAGE_KEYS.leaveOwed) === '1';

/**
 * The member is gone (logout, session ended elsewhere): close the game windows and forget the games. No
 * leave call can be made without a session; the server brings the balances back on its side.
 */
export function abandonGames(): void {
  for (const [name, watched] of windows) {
    clearInterval(watched.timer);
    if (!watched.win.closed) watched.win.close();
    windows.delete(name);
  }
  gameLaunchActions.removeGames();
  local.remove(STORAGE_KEYS.waitingWindow);
}
