import type { MaintenanceWindow } from '@playdeck/contract';
import { create } from 'zustand';
import { setGamePlaying } from '../lib/game-window';

/** How a game is shown: a popup window, an iframe dialog, the /play page, or this window. */
export type OpenType = 'window' | 'modal' | 'page' | 'redirect';

export interface OpenGame {
  /** gp_id, game type and game code: the same game twice is refused (pg.alert_duplicate). */
  key: string;
  gpId: string;
  gameType: number;
  gameCode: string;
  name: string;
  openType: OpenType;
  /** The game's address once known (modal and page draw it in an iframe). */
  url: string | null;
  /** The browsing context it runs in: the popup's or the iframe's name (the /close page reports it). */
  windowName: string;
  /** When this page opened it (epoch ms): the play session a reality check counts from. */
  openedAt: number;
}

/** The maintenance dialog (play code 203): the interval when the server sent one. */
export type MaintenanceNotice = Partial<MaintenanceWindow>;

export interface GameLaunchState {
  /** A play request is running (pg.alert_starting). */
  isStarting: boolean;
  /** A leave is running or its balance has not come back yet (pg.alert_quitting); cleared after 30 s. */
  isQuitting: boolean;
  /** A game window waits for its address; cleared 1 s after the game opened. */
  waitingUrl: boolean;
  /** forward_game.status 957: the provider takes no transfers, the game opened without money. */
  transferDisabled: boolean;
  /** A one-click balance-back runs (one_key_waiting). */
  balanceBackRunning: boolean;
  /** When the balance-back button may be used again (epoch ms); 10 s after each use. */
  balanceBackUntil: number;
  /** The server said the site's games are closed (code 205): further plays are refused with r88close_msg. */
  siteClosed: boolean;
  games: OpenGame[];
  maintenance: MaintenanceNotice | null;
}

/** Quitting flag life, the waiting-url flag's delay and the balance-back cooldown. */
export const QUITTING_CLEAR_MS = 30_000;
export const WAITING_URL_CLEAR_MS = 1_000;
export const BALANCE_BACK_COOLDOWN_MS = 10_000;

const initial: GameLaunchState = {
  isStarting: false,
  isQuitting: false,
  waitingUrl: false,
  transferDisabled: false,
  balanceBackRunning: false,
  balanceBackUntil: 0,
  siteClosed: false,
  games: [],
  maintenance: null,
};

/** The game-launch state every feature reads (home, game hall, wallet, header): UI state, not server data. */
export const useGameLaunch = create<GameLaunchState>(() => ({ ...initial }));

let quittingTimer: ReturnType<typeof setTimeout> | undefined;
let waitingTimer: ReturnType<typeof setTimeout> | undefined;

const set = (patch: Partial<GameLaunchState>) => useGameLaunch.setState(patch);

export const gameLaunchActions = {
  setStarting(isStarting: boolean): void {
    set({ isStarting });
  },
  /** Quitting clears itself after 30 s even when no balance event comes back. */
  setQuitting(isQuitting: boolean): void {
    clearTimeout(quittingTimer);
    if (isQuitting) quittingTimer = setTimeout(() => set({ isQuitting: false }), QUITTING_CLEAR_MS);
    set({ isQuitting });
  },
  setWaitingUrl(waitingUrl: boolean): void {
    clearTimeout(waitingTimer);
    set({ waitingUrl });
  },
  /** The game has its address: the waiting flag goes 1 s later. */
  clearWaitingUrlSoon(): void {
    clearTimeout(waitingTimer);
    waitingTimer = setTimeout(() => set({ waitingUrl: false }), WAITING_URL_CLEAR_MS);
  },
  addGame(game: OpenGame): void {
    const games = [...useGameLaunch.getState().games.filter((g) => g.key !== game.key), game];
    set({ games });
    setGamePlaying(true);
  },
  /** Forgets the games (all when no names are given); isPlay drops to 0 when none is left. */
  removeGames(windowNames?: readonly string[]): OpenGame[] {
    const { games } = useGameLaunch.getState();
    const gone = windowNames ? games.filter((g) => windowNames.includes(g.windowName)) : games;
    const left = games.filter((g) => !gone.includes(g));
    set({ games: left, ...(left.length === 0 ? { transferDisabled: false } : {}) });
    if (left.length === 0) setGamePlaying(false);
    return gone;
  },
  setTransferDisabled(transferDisabled: boolean): void {
    set({ transferDisabled });
  },
  setSiteClosed(siteClosed: boolean): void {
    set({ siteClosed });
  },
  showMaintenance(maintenance: MaintenanceNotice | null): void {
    set({ maintenance });
  },
  setBalanceBackRunning(balanceBackRunning: boolean): void {
    set({ balanceBackRunning });
  },
  startBalanceBackCooldown(now = Date.now()): void {
    set({ balanceBackUntil: now + BALANCE_BACK_COOLDOWN_MS });
  },
  /** Tests and logout: back to nothing running. */
  reset(): void {
    clearTimeout(quittingTimer);
    clearTimeout(waitingTimer);
    set({ ...initial });
  },
};
