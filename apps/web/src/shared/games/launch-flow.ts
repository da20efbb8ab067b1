import type { MaintenanceWindow, PlayReply } from '@playdeck/contract';
import { GAME_CODES, STORAGE_KEYS, isSuccess } from '@playdeck/contract';
import { ApiError } from '../api/api-error';
import { callApi } from '../api/call-api';
import { setMemberCash } from '../api/wallet/balance';
import { t } from '../i18n/translate';
import { navigateTo } from '../lib/navigation';
import { local } from '../lib/storage';
import { onRealtime } from '../realtime/realtime-bus';
import type { OpenType } from '../stores/game-launch-store';
import { gameLaunchActions, useGameLaunch } from '../stores/game-launch-store';
import { useLayout } from '../stores/layout-store';
import { toast } from '../ui/toast/toast-store';
import { lobbyUrlFor } from './lobby-url';
import { quitGame, watchWindow } from './quit-game';
import type { LaunchRequest } from './types';

export interface LaunchRun {
  request: LaunchRequest;
  key: string;
  openType: OpenType;
  /** The holding window opened in the click (window type); null when blocked or not a window. */
  waiting: Window | null;
  windowName: string;
}

/**
 * Asks the server for the game (which moves the main balance into the provider's wallet) and shows it.
 * The address arrives twice, as game.url on the member channel and in the reply: whichever comes first
 * opens the game.
 */
export async function runLaunch(run: LaunchRun): Promise<void> {
  const { request } = run;
  let opened = false;
  const open = (url: string) => {
    if (opened || !url) return;
    opened = true;
    show(run, url);
  };
  const stop = onRealtime('game.url', (data) => {
    if (data.code === undefined || isSuccess(data.code)) open(data.url);
  });
  let reply: PlayReply;
  try {
    reply = await callApi(
      'play',
      {
        gp_id: request.gp_id,
        game_type: request.game_type,
        game_code: request.game_code,
        house: request.house || undefined,
        lobby_url: lobbyUrlFor(run.openType, location.pathname + location.search),
        device: useLayout.getState().mode === 'desktop' ? 1 : 2,
        extra: request.extra,
      },
      { silent: true },
    );
  } catch (error) {
    stop();
    run.waiting?.close();
    gameLaunchActions.setWaitingUrl(false);
    local.remove(STORAGE_KEYS.waitingWindow);
    if (opened) void quitGame(run.windowName);
    playFailed(error);
    throw new Error(t('pg.start_failed'));
  } finally {
    gameLaunchActions.setStarting(false);
  }
  stop();
  setMemberCash(reply.member_cash);
  open(reply.game_url);
}

/** Puts the game where its open type says and starts watching for its end. */
function show(run: LaunchRun, url: string): void {
  let openType = run.openType;
  const { waiting, windowName } = run;
  if (openType === 'window' && !waiting) openType = 'page'; // a blocked popup: the game opens in the site
  gameLaunchActions.addGame({
    key: run.key,
    gpId: run.request.gp_id,
    gameType: run.request.game_type,
    gameCode: run.request.game_code,
    name: run.request.name,
    openType,
    url,
    windowName,
    openedAt: Date.now(),
  });
  gameLaunchActions.clearWaitingUrlSoon();
  switch (openType) {
    case 'window':
      if (!waiting || waiting.closed) return void quitGame(windowName);
      waiting.location.href = url;
      watchWindow(windowName, waiting);
      return;
    case 'page':
      return navigateTo('/play');
    case 'redirect':
      return location.assign(url);
    case 'modal':
      return;
  }
}

/** A refused start: maintenance opens its dialog, a closed site remembers it, anything else shows the message. */
function playFailed(error: unknown): void {
  if (!(error instanceof ApiError)) return void toast.error(t('pg.start_failed'));
  if (error.kind === 'unauthorized' || error.kind === 'aborted') return;
  if (error.kind !== 'server') return void toast.error(error.message);
  if (error.code === GAME_CODES.maintenance) return showMaintenance(error.data);
  if (error.code === GAME_CODES.siteClosed) {
    gameLaunchActions.setSiteClosed(true);
    return void toast.error(t('r88close_msg'));
  }
  toast.error(catalogText(error.code) ?? (error.message || t('pg.start_failed')));
}

/** Codes whose text the catalog has in the member's language (the server's message is English). */
function catalogText(code: number | undefined): string | undefined {
  if (code === GAME_CODES.transferPending) return t('pg.err_code_206');
  if (code === GAME_CODES.providerUnavailable) return t('pg.err_code_208');
  return undefined;
}

function showMaintenance(data: unknown): void {
  const interval = (data ?? {}) as Partial<MaintenanceWindow>;
  gameLaunchActions.showMaintenance({
    start_at: typeof interval.start_at === 'string' ? interval.start_at : undefined,
    end_at: typeof interval.end_at === 'string' ? interval.end_at : undefined,
  });
}

/**
 * forward_game.status: 957 means the provider takes no transfers (a notice, and the flag);
 * any other code is the start status of the game being launched: maintenance or a failure message.
 */
export function onForwardGameStatus(code: number, message?: string): void {
  if (code === GAME_CODES.transferDisabled) {
    gameLaunchActions.setTransferDisabled(true);
    return void toast.warning(t('pg.transfer_disabled'), 6_000);
  }
  if (isSuccess(code)) return;
  const { isStarting, waitingUrl } = useGameLaunch.getState();
  if (!isStarting && !waitingUrl) return;
  if (code === GAME_CODES.maintenance) return showMaintenance(undefined);
  toast.error(catalogText(code) ?? (message || t('pg.start_failed')));
}
