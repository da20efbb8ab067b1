import { STORAGE_KEYS } from '@playdeck/contract';
import { local } from './storage';

/** A game is open (a window, dialog, the /play page, or this window went to it) while isPlay is '1'. */
export function isGameWindowOpen(): boolean {
  return local.get(STORAGE_KEYS.isPlay) === '1';
}

/**
 * isPlay as this page found it when it started (a page loaded with isPlay 1 quits the game that was
 * left behind). Read once when the entry evaluates, before anything of this page could set it.
 */
export const playingAtLoad = isGameWindowOpen();

export function setGamePlaying(playing: boolean): void {
  local.set(STORAGE_KEYS.isPlay, playing ? '1' : '0');
}

type QuitHook = (windowName?: string) => void | Promise<void>;
let beforeQuitGame: QuitHook | undefined;

/** The games runtime registers what must run before a game window is left (transfers back, flags). */
export function setBeforeQuitGame(hook: QuitHook | undefined): void {
  beforeQuitGame = hook;
}

/**
 * Runs the before-quit-game step (on quickGame) for the game in the named window or frame, or for
 * every open game; nothing until the games runtime registers one.
 */
export async function runBeforeQuitGame(windowName?: string): Promise<void> {
  await beforeQuitGame?.(windowName);
}
