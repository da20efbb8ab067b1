import { STORAGE_KEYS } from '@playdeck/contract';
import { local } from './storage';

/** A game runs in another window while isPlay is '1' (set by the game launch flow). */
export function isGameWindowOpen(): boolean {
  return local.get(STORAGE_KEYS.isPlay) === '1';
}

type QuitHook = () => void | Promise<void>;
let beforeQuitGame: QuitHook | undefined;

/** The games feature registers what must run before a game window is left (transfers back, flags). */
export function setBeforeQuitGame(hook: QuitHook | undefined): void {
  beforeQuitGame = hook;
}

/** Runs the before-quit-game step (spec §4 quickGame); nothing until the games feature registers one. */
export async function runBeforeQuitGame(): Promise<void> {
  await beforeQuitGame?.();
}
