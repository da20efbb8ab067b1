import type { LimitReachedData, PROTECTION_CODES } from '@playdeck/contract';
import { ApiError } from '../../../shared/api/api-error';
import { t } from '../../../shared/i18n/translate';
import { useGameLaunch } from '../../../shared/stores/game-launch-store';

/** The server counts play in minutes: one beat a minute while a game is open (decision 0052). */
export const PLAY_BEAT_MS = 60_000;

const LIMIT_REACHED = 3501 satisfies typeof PROTECTION_CODES.limitReached;

/** The server's words when a beat was refused because a play-time limit is reached; null for anything else. */
export function sessionLimitMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.kind !== 'server' || error.code !== LIMIT_REACHED) return null;
  const data = error.data as Partial<LimitReachedData> | null | undefined;
  return data?.measure === 'session' ? error.message || t('protection.play_limit.text') : null;
}

export interface PlayBeatOptions {
  beat: () => Promise<unknown>;
  /** Told once per run of beats, with the server's message. */
  onReached: (message: string) => void;
}

/**
 * Beats at once and every minute until stopped. A reached limit ends the run: the server has already closed
 * the games, and each later beat would only be refused again. Any other failure is let go, since the next
 * beat counts the minute just as well.
 */
export function startPlayBeat({ beat, onReached }: PlayBeatOptions): () => void {
  let stopped = false;
  const send = () =>
    beat().catch((error: unknown) => {
      const message = sessionLimitMessage(error);
      // A refusal that lands after the games were closed tells nothing new: the next game's first beat will.
      if (message === null || stopped) return;
      stop();
      onReached(message);
    });
  const timer = setInterval(() => void send(), PLAY_BEAT_MS);
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  void send();
  return stop;
}

export interface PlayWatch {
  beat: () => Promise<unknown>;
  /** Closes the game windows and brings their balances back (the server has already closed the games). */
  leaveGames: () => Promise<void>;
  /** Tells the member the limit is reached, in the server's words. */
  tell: (message: string) => void;
  /** Reads the member's limits again, so the page's used and left figures show the limit spent. */
  refresh: () => void;
}

/**
 * Beats while the page has any game open: one run from the first game opened to the last one closed, however
 * many open and close in between. A reached limit is told and the games left once for the run. Returns what
 * ends the watch (and any run).
 */
export function beatWhilePlaying({ beat, leaveGames, tell, refresh }: PlayWatch): () => void {
  const onReached = (message: string) => {
    tell(message);
    refresh();
    leaveGames().catch(() => undefined);
  };
  let stopRun: (() => void) | null = null;
  const follow = (playing: boolean) => {
    if (playing && !stopRun) stopRun = startPlayBeat({ beat, onReached });
    if (!playing && stopRun) {
      stopRun();
      stopRun = null;
    }
  };
  follow(useGameLaunch.getState().games.length > 0);
  const unsubscribe = useGameLaunch.subscribe((state) => follow(state.games.length > 0));
  return () => {
    unsubscribe();
    follow(false);
  };
}
