import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { callApi } from '../api/call-api';
import { setMemberCash } from '../api/wallet/balance';
import { navigateTo } from '../lib/navigation';
import { emitRealtime } from '../realtime/realtime-bus';
import { gameLaunchActions, useGameLaunch } from '../stores/game-launch-store';
import { toast } from '../ui/toast/toast-store';
import type { LaunchRun } from './launch-flow';
import { onForwardGameStatus, runLaunch } from './launch-flow';
import { WINDOW_POLL_MS, abandonGames, leaveOwed, quitGame } from './quit-game';

vi.mock('../api/call-api', () => ({ callApi: vi.fn() }));
vi.mock('../api/wallet/balance', () => ({ refreshBalance: vi.fn(), setMemberCash: vi.fn() }));
vi.mock('../lib/navigation', () => ({ navigateTo: vi.fn(), registerWindow: vi.fn() }));
vi.mock('../ui/toast/toast-store', () => ({ toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn() } }));

const api = vi.mocked(callApi);
const storage = new Map<string, string>();
const reply = { game_url: '/sandbox-provider/games/slot-a?t=1', member_cash: '0.00', transferred: '25.00' };

function fakeWindow() {
  return {
    closed: false,
    location: { href: '/loading' },
    close() {
      this.closed = true;
    },
  };
}

function run(openType: LaunchRun['openType'], waiting: ReturnType<typeof fakeWindow> | null = null): LaunchRun {
  return {
    request: { gp_id: 'GP01', game_type: 2, game_code: 'slot-a', name: 'Slot A' },
    key: 'GP01:2:slot-a',
    openType,
    waiting: waiting as unknown as Window | null,
    windowName: 'playdeck_game_1',
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  storage.clear();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => storage.set(k, v),
    removeItem: (k: string) => storage.delete(k),
  });
  vi.stubGlobal('location', { origin: 'http://site.test', pathname: '/', assign: vi.fn() });
  gameLaunchActions.reset();
  api.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('launching a game', () => {
  it('asks for the game with the /close lobby and shows it in a dialog', async () => {
    api.mockResolvedValueOnce(reply);
    gameLaunchActions.setStarting(true);
    await runLaunch(run('modal'));
    expect(api).toHaveBeenCalledWith(
      'play',
      expect.objectContaining({
        gp_id: 'GP01',
        game_type: 2,
        game_code: 'slot-a',
        lobby_url: '/close',
      }),
      { silent: true },
    );
    const state = useGameLaunch.getState();
    expect(state.isStarting).toBe(false);
    expect(state.games).toMatchObject([{ key: 'GP01:2:slot-a', openType: 'modal', url: reply.game_url }]);
    expect(storage.get('isPlay')).toBe('1');
    expect(setMemberCash).toHaveBeenCalledWith('0.00');
  });

  it('sends a page game to /play', async () => {
    api.mockResolvedValueOnce(reply);
    await runLaunch(run('page'));
    expect(navigateTo).toHaveBeenCalledWith('/play');
  });

  it('gives the waiting window the pushed address when it comes before the reply, then leaves once it closes', async () => {
    const waiting = fakeWindow();
    let answer: (value: typeof reply) => void = () => undefined;
    api.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    gameLaunchActions.setWaitingUrl(true); // launchGame sets it when it opens the holding window
    const started = runLaunch(run('window', waiting));
    emitRealtime({ channel: 'member.7', event: 'game.url', data: { url: '/pushed' } });
    expect(waiting.location.href).toBe('/pushed');
    answer(reply);
    await started;
    expect(waiting.location.href).toBe('/pushed');
    expect(useGameLaunch.getState().waitingUrl).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(useGameLaunch.getState().waitingUrl).toBe(false);

    api.mockResolvedValueOnce({ member_cash: '25.00', amount: '25.00' });
    waiting.closed = true;
    await vi.advanceTimersByTimeAsync(WINDOW_POLL_MS);
    expect(api).toHaveBeenLastCalledWith('leave', { gp_id: 'GP01' }, { silent: true });
    expect(useGameLaunch.getState().games).toEqual([]);
    expect(storage.get('isPlay')).toBe('0');
  });

  it('closes the waiting window and shows the maintenance dialog on 203', async () => {
    const waiting = fakeWindow();
    const interval = { start_at: '2026-01-01T00:00:00Z', end_at: '2026-01-01T02:00:00Z' };
    api.mockRejectedValueOnce(new ApiError('server', 'maintenance', 203, interval));
    await expect(runLaunch(run('window', waiting))).rejects.toThrow('pg.start_failed');
    expect(waiting.closed).toBe(true);
    expect(useGameLaunch.getState().maintenance).toEqual(interval);
    expect(useGameLaunch.getState().games).toEqual([]);
  });

  it('remembers a closed site, and shows any other failure', async () => {
    api.mockRejectedValueOnce(new ApiError('server', 'closed', 205));
    await expect(runLaunch(run('modal'))).rejects.toThrow('pg.start_failed');
    expect(useGameLaunch.getState().siteClosed).toBe(true);
    expect(toast.error).toHaveBeenLastCalledWith('r88close_msg');
    api.mockRejectedValueOnce(new ApiError('server', 'No such game', 204));
    await expect(runLaunch(run('modal'))).rejects.toThrow('pg.start_failed');
    expect(toast.error).toHaveBeenLastCalledWith('No such game');
  });

  it('shows the catalog text, in the member language, for a provider that is not answering or a transfer settling', async () => {
    api.mockRejectedValueOnce(new ApiError('server', 'the game provider is not answering', 208));
    await expect(runLaunch(run('modal'))).rejects.toThrow('pg.start_failed');
    expect(toast.error).toHaveBeenLastCalledWith('pg.err_code_208');
    api.mockRejectedValueOnce(new ApiError('server', 'a transfer is still settling', 206));
    await expect(runLaunch(run('modal'))).rejects.toThrow('pg.start_failed');
    expect(toast.error).toHaveBeenLastCalledWith('pg.err_code_206');
  });
});

describe('quitting and game pushes', () => {
  it('leaves whatever the server holds when no game is known, and clears quitting when done', async () => {
    api.mockResolvedValueOnce({ member_cash: '5.00', amount: '5.00' });
    const quitting = quitGame();
    expect(useGameLaunch.getState().isQuitting).toBe(true);
    await quitting;
    expect(api).toHaveBeenCalledWith('leave', {}, { silent: true });
    expect(useGameLaunch.getState().isQuitting).toBe(false);
  });

  it('keeps quitting (until member.cash or 30 s) when the leave fails', async () => {
    api.mockRejectedValueOnce(new ApiError('network', 'networkError'));
    await quitGame();
    expect(useGameLaunch.getState().isQuitting).toBe(true);
    vi.advanceTimersByTime(30_000);
    expect(useGameLaunch.getState().isQuitting).toBe(false);
  });

  it('owes a leave lost on the network to the next page load, and forgets it once one gets through', async () => {
    api.mockRejectedValueOnce(new ApiError('network', 'networkError'));
    await quitGame();
    expect(leaveOwed()).toBe(true);
    expect(storage.get('isPlay')).toBe('0');
    api.mockResolvedValueOnce({ member_cash: '5.00', amount: '5.00' });
    await quitGame();
    expect(api).toHaveBeenLastCalledWith('leave', {}, { silent: true });
    expect(leaveOwed()).toBe(false);
  });

  it('turns forward_game.status 957 into the transfer-disabled notice', () => {
    onForwardGameStatus(957, 'disabled');
    expect(useGameLaunch.getState().transferDisabled).toBe(true);
    expect(toast.warning).toHaveBeenCalledWith('pg.transfer_disabled', 6_000);
  });

  it('treats other forward_game.status codes as the start status of the game being launched', () => {
    onForwardGameStatus(204, 'Game gone');
    expect(toast.error).not.toHaveBeenCalledWith('Game gone');
    gameLaunchActions.setStarting(true);
    onForwardGameStatus(204, 'Game gone');
    expect(toast.error).toHaveBeenCalledWith('Game gone');
    onForwardGameStatus(208, 'Provider down');
    expect(toast.error).toHaveBeenLastCalledWith('pg.err_code_208');
    onForwardGameStatus(203);
    expect(useGameLaunch.getState().maintenance).toEqual({ start_at: undefined, end_at: undefined });
  });
});

describe('a session that ends', () => {
  it('closes the game windows and forgets the games without a leave call', async () => {
    const waiting = fakeWindow();
    api.mockResolvedValueOnce(reply);
    await runLaunch(run('window', waiting));
    expect(useGameLaunch.getState().games).toHaveLength(1);
    api.mockClear();
    abandonGames();
    expect(waiting.closed).toBe(true);
    expect(useGameLaunch.getState().games).toEqual([]);
    expect(storage.get('isPlay')).toBe('0');
    await vi.advanceTimersByTimeAsync(WINDOW_POLL_MS * 2);
    expect(api).not.toHaveBeenCalled();
  });
});
