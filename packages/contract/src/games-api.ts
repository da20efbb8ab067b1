import { CALL_PATHS } from './call-paths.js';
import { call } from './call-spec.js';
import { emptyRequest } from './identity.js';
import {
  crashMenuRequest,
  demoPlayRequest,
  demoProviderGamesRequest,
  demoTypeGamesRequest,
  favoriteStoreRequest,
  gameLabelRequest,
  gameListRequest,
  hotGamesRequest,
  jackpotRequest,
  leaveRequest,
  playRequest,
  quickbetRequest,
  tagGameListRequest,
  templateGameListRequest,
} from './games-calls.js';
import type {
  BalanceBackReply,
  CrashMenuReply,
  GameEntriesReply,
  GameIdsReply,
  GameLabelReply,
  GameListReply,
  GameUrlReply,
  JackpotReply,
  MyCashReply,
  PlayReply,
  QuickbetReply,
} from './games.js';

/** The games and wallet calls of the catalogue. */
export const gameCalls = {
  gameList: call<typeof gameListRequest, GameListReply>({
    path: CALL_PATHS.gameList,
    method: 'POST',
    request: gameListRequest,
    auth: false,
  }),
  templateGameList: call<typeof templateGameListRequest, GameEntriesReply>({
    path: CALL_PATHS.templateGameList,
    method: 'POST',
    request: templateGameListRequest,
    auth: false,
  }),
  tagGameList: call<typeof tagGameListRequest, GameEntriesReply>({
    path: CALL_PATHS.tagGameList,
    method: 'POST',
    request: tagGameListRequest,
    auth: false,
  }),
  gameLabel: call<typeof gameLabelRequest, GameLabelReply>({
    path: CALL_PATHS.gameLabel,
    method: 'POST',
    request: gameLabelRequest,
    auth: false,
  }),
  lastPlayingGames: call<typeof emptyRequest, GameIdsReply>({
    path: CALL_PATHS.lastPlayingGames,
    method: 'POST',
    request: emptyRequest,
    auth: true,
  }),
  hotGames: call<typeof hotGamesRequest, GameEntriesReply>({
    path: CALL_PATHS.hotGames,
    method: 'POST',
    request: hotGamesRequest,
    auth: false,
  }),
  favoriteStore: call<typeof favoriteStoreRequest, GameIdsReply>({
    path: CALL_PATHS.favoriteStore,
    method: 'POST',
    request: favoriteStoreRequest,
    auth: true,
  }),
  crashMenu: call<typeof crashMenuRequest, CrashMenuReply>({
    path: CALL_PATHS.crashMenu,
    method: 'POST',
    request: crashMenuRequest,
    auth: false,
  }),
  sportQuickbetUrl: call<typeof quickbetRequest, QuickbetReply>({
    path: CALL_PATHS.sportQuickbetUrl,
    method: 'POST',
    request: quickbetRequest,
    auth: false,
  }),
  jackpot: call<typeof jackpotRequest, JackpotReply>({
    path: CALL_PATHS.jackpot,
    method: 'POST',
    request: jackpotRequest,
    auth: false,
  }),
  demoPlay: call<typeof demoPlayRequest, GameUrlReply>({
    path: CALL_PATHS.demoPlay,
    method: 'POST',
    request: demoPlayRequest,
    auth: false,
  }),
  demoProviderGames: call<typeof demoProviderGamesRequest, GameEntriesReply>({
    path: CALL_PATHS.demoProviderGames,
    method: 'POST',
    request: demoProviderGamesRequest,
    auth: false,
  }),
  demoTypeGames: call<typeof demoTypeGamesRequest, GameListReply>({
    path: CALL_PATHS.demoTypeGames,
    method: 'POST',
    request: demoTypeGamesRequest,
    auth: false,
  }),
  play: call<typeof playRequest, PlayReply>({
    path: CALL_PATHS.play,
    method: 'POST',
    request: playRequest,
    auth: true,
  }),
  leave: call<typeof leaveRequest, BalanceBackReply>({
    path: CALL_PATHS.leave,
    method: 'POST',
    request: leaveRequest,
    auth: true,
  }),
  myCash: call<typeof emptyRequest, MyCashReply>({
    path: CALL_PATHS.myCash,
    method: 'POST',
    request: emptyRequest,
    auth: true,
  }),
  balanceAllBack: call<typeof emptyRequest, BalanceBackReply>({
    path: CALL_PATHS.balanceAllBack,
    method: 'POST',
    request: emptyRequest,
    auth: true,
  }),
  balanceGetBack: call<typeof emptyRequest, BalanceBackReply>({
    path: CALL_PATHS.balanceGetBack,
    method: 'POST',
    request: emptyRequest,
    auth: true,
  }),
} as const;
