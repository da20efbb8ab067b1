import type * as LaunchGame from '../../../shared/games/launch-game';
import type { LaunchRequest } from '../../../shared/games/types';

type LaunchModule = typeof LaunchGame;

let loaded: LaunchModule | undefined;
let pending: Promise<LaunchModule> | undefined;

/**
 * The game launch code stays out of the home page's first paint: a banner that opens a game asks for it
 * once it is on screen, so it is there before anyone clicks.
 */
export function preloadLaunch(): Promise<LaunchModule> {
  pending ??= import('../../../shared/games/launch-game').then((module) => (loaded = module));
  return pending;
}

/**
 * Starts the game. Loaded in time, this runs inside the click, as the holding window needs to get past
 * popup blockers; a click before that waits for the code (the window may then be blocked, the game still starts).
 */
export function launchFromBanner(request: LaunchRequest): void {
  if (loaded) return loaded.playGame(request);
  void preloadLaunch().then((module) => module.playGame(request));
}
