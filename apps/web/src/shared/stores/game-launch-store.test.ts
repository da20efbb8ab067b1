import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenGame } from './game-launch-store';
import { QUITTING_CLEAR_MS, WAITING_URL_CLEAR_MS, gameLaunchActions, useGameLaunch } from './game-launch-store';

const store = new Map<string, string>();
const game = (windowName: string, key = windowName): OpenGame => ({
  key,
  gpId: 'GP01',
  gameType: 2,
  gameCode: key,
  name: key,
  openType: 'window',
  url: 'https://example.test/game',
  windowName,
  openedAt: 0,
});

beforeEach(() => {
  vi.useFakeTimers();
  store.clear();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
  gameLaunchActions.reset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('game launch state', () => {
  it('clears the quitting flag by itself after 30 s', () => {
    gameLaunchActions.setQuitting(true);
    vi.advanceTimersByTime(QUITTING_CLEAR_MS - 1);
    expect(useGameLaunch.getState().isQuitting).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useGameLaunch.getState().isQuitting).toBe(false);
  });

  it('a cleared quitting flag is not cleared again later by an old timer', () => {
    gameLaunchActions.setQuitting(true);
    gameLaunchActions.setQuitting(false);
    vi.advanceTimersByTime(QUITTING_CLEAR_MS / 2);
    gameLaunchActions.setQuitting(true);
    vi.advanceTimersByTime(QUITTING_CLEAR_MS / 2);
    expect(useGameLaunch.getState().isQuitting).toBe(true);
  });

  it('clears the waiting-url flag 1 s after the game opened', () => {
    gameLaunchActions.setWaitingUrl(true);
    gameLaunchActions.clearWaitingUrlSoon();
    vi.advanceTimersByTime(WAITING_URL_CLEAR_MS - 1);
    expect(useGameLaunch.getState().waitingUrl).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useGameLaunch.getState().waitingUrl).toBe(false);
  });

  it('keeps isPlay at 1 while any game is open', () => {
    gameLaunchActions.addGame(game('a'));
    gameLaunchActions.addGame(game('b'));
    expect(store.get('isPlay')).toBe('1');
    expect(gameLaunchActions.removeGames(['a']).map((g) => g.windowName)).toEqual(['a']);
    expect(store.get('isPlay')).toBe('1');
    gameLaunchActions.setTransferDisabled(true);
    expect(gameLaunchActions.removeGames().map((g) => g.windowName)).toEqual(['b']);
    expect(store.get('isPlay')).toBe('0');
    expect(useGameLaunch.getState().transferDisabled).toBe(false);
  });

  it('starts the balance-back cooldown at 10 s', () => {
    gameLaunchActions.startBalanceBackCooldown(1_000);
    expect(useGameLaunch.getState().balanceBackUntil).toBe(11_000);
  });
});
