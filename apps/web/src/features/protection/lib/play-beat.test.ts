import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { addMessages } from '../../../shared/i18n/translate';
import type { OpenGame } from '../../../shared/stores/game-launch-store';
import { gameLaunchActions } from '../../../shared/stores/game-launch-store';
import { PLAY_BEAT_MS, beatWhilePlaying, sessionLimitMessage } from './play-beat';

addMessages('en_US', { 'protection.play_limit.text': 'You have played as long as your play-time limit allows.' });

const game = (windowName: string): OpenGame => ({
  key: windowName,
  gpId: 'GP01',
  gameType: 2,
  gameCode: windowName,
  name: windowName,
  openType: 'window',
  url: null,
  windowName,
  openedAt: Date.now(),
});
const reached = (measure = 'session', message = 'Your daily play-time limit of 90 min is reached.') =>
  new ApiError('server', message, 3501, { measure, period: 'day', left: '0' });

/** The page's watch with its beat answered by `answer`; what it told, left and refreshed is recorded. */
function watch(answer: () => Promise<unknown> = () => Promise.resolve({ played_minutes: 1, left_minutes: null })) {
  const beat = vi.fn(answer);
  const leaveGames = vi.fn(() => Promise.resolve());
  const tell = vi.fn<(message: string) => void>();
  const refresh = vi.fn();
  const stop = beatWhilePlaying({ beat, leaveGames, tell, refresh });
  return { beat, leaveGames, tell, refresh, stop };
}

let stops: (() => void)[] = [];
const watched = (...args: Parameters<typeof watch>) => {
  const page = watch(...args);
  stops.push(page.stop);
  return page;
};

beforeEach(() => {
  vi.useFakeTimers();
  gameLaunchActions.reset();
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  gameLaunchActions.reset();
  vi.useRealTimers();
});

describe('the play beat', () => {
  it('beats when a game opens and each minute while one is open, on one timer', async () => {
    const page = watched();
    await vi.advanceTimersByTimeAsync(5 * PLAY_BEAT_MS);
    expect(page.beat).not.toHaveBeenCalled();

    gameLaunchActions.addGame(game('g1'));
    expect(page.beat).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PLAY_BEAT_MS - 1);
    expect(page.beat).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.beat).toHaveBeenCalledTimes(2);

    // A second game, and the first one closed, are the same run of play: no extra beat, no second timer.
    gameLaunchActions.addGame(game('g2'));
    gameLaunchActions.removeGames(['g1']);
    await vi.advanceTimersByTimeAsync(2 * PLAY_BEAT_MS);
    expect(page.beat).toHaveBeenCalledTimes(4);
  });

  it('stops once the last game closes, and starts again with the next one', async () => {
    const page = watched();
    gameLaunchActions.addGame(game('g1'));
    await vi.advanceTimersByTimeAsync(PLAY_BEAT_MS);
    gameLaunchActions.removeGames();
    await vi.advanceTimersByTimeAsync(10 * PLAY_BEAT_MS);
    expect(page.beat).toHaveBeenCalledTimes(2);

    gameLaunchActions.addGame(game('g3'));
    expect(page.beat).toHaveBeenCalledTimes(3);
  });

  it('beats at once for a game already open when the watch starts, and not after the watch ends', async () => {
    gameLaunchActions.addGame(game('g1'));
    const page = watch();
    expect(page.beat).toHaveBeenCalledTimes(1);
    page.stop();
    await vi.advanceTimersByTimeAsync(3 * PLAY_BEAT_MS);
    gameLaunchActions.addGame(game('g2'));
    expect(page.beat).toHaveBeenCalledTimes(1);
  });

  it('on a reached play-time limit tells the server’s words and leaves the games, once for the run', async () => {
    let beats = 0;
    const page = watched(() => (++beats >= 2 ? Promise.reject(reached()) : Promise.resolve({})));
    gameLaunchActions.addGame(game('g1'));
    await vi.advanceTimersByTimeAsync(PLAY_BEAT_MS);
    expect(page.tell).toHaveBeenCalledExactlyOnceWith('Your daily play-time limit of 90 min is reached.');
    expect(page.leaveGames).toHaveBeenCalledTimes(1);
    expect(page.refresh).toHaveBeenCalledTimes(1);

    // The games are still listed until the leave is through: no beat, no second dialog meanwhile.
    await vi.advanceTimersByTimeAsync(5 * PLAY_BEAT_MS);
    expect(page.beat).toHaveBeenCalledTimes(2);
    expect(page.tell).toHaveBeenCalledTimes(1);
    expect(page.leaveGames).toHaveBeenCalledTimes(1);
  });

  it('lets every other failure go and beats on', async () => {
    const failures = [
      new ApiError('network', 'Network error'),
      new ApiError('timeout', 'Timed out'),
      reached('deposit'),
      new ApiError('server', 'You are taking a break', 3502),
      new ApiError('unauthorized', '', 401),
      new Error('boom'),
    ];
    let beats = 0;
    const page = watched(() => Promise.reject(failures[beats++ % failures.length]));
    gameLaunchActions.addGame(game('g1'));
    await vi.advanceTimersByTimeAsync(failures.length * PLAY_BEAT_MS);
    expect(page.beat).toHaveBeenCalledTimes(failures.length + 1);
    expect(page.tell).not.toHaveBeenCalled();
    expect(page.leaveGames).not.toHaveBeenCalled();
  });

  it('says nothing of a refusal that lands after the games were closed', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    const page = watched(() => new Promise((_, reject) => (refuse = reject)));
    gameLaunchActions.addGame(game('g1'));
    gameLaunchActions.removeGames();
    refuse(reached());
    await vi.advanceTimersByTimeAsync(0);
    expect(page.tell).not.toHaveBeenCalled();
    expect(page.leaveGames).not.toHaveBeenCalled();
  });
});

describe('a session limit refusal', () => {
  it('is a 3501 about the session measure, read with the server’s message or ours when it has none', () => {
    expect(sessionLimitMessage(reached())).toBe('Your daily play-time limit of 90 min is reached.');
    expect(sessionLimitMessage(reached('session', ''))).toBe('You have played as long as your play-time limit allows.');
    expect(sessionLimitMessage(reached('loss'))).toBeNull();
    expect(sessionLimitMessage(new ApiError('server', 'x', 3501))).toBeNull();
    expect(sessionLimitMessage(new ApiError('server', 'x', 3504, { measure: 'session' }))).toBeNull();
    expect(sessionLimitMessage(new Error('x'))).toBeNull();
  });
});
