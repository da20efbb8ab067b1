import type { z } from 'zod';
import { logosRequest, siteDetailRequest } from './site-calls.js';
import { CALL_PATHS } from './call-paths.js';
import type { LogosReply, SiteDetailReply } from './site.js';
import {
  captchaRequest,
  doubleValidationRequest,
  doubleValidationSkipRequest,
  editPasswordRequest,
  emptyRequest,
  forgotPasswordResetRequest,
  forgotPasswordSmsRequest,
  getInfoDataRequest,
  loginHeaderRequest,
  loginRequest,
  vxResetRequest,
  vxVerifyRequest,
} from './identity.js';
import type {
  CaptchaReply,
  ClientCaptchaReply,
  DoubleValidationChallenge,
  LoginHeaderReply,
  LoginReply,
} from './identity.js';
import type { MemberCommonLayout, MemberProfile } from './member.js';
import {
  bonusSettingCheckRequest,
  checkAgentDomainRequest,
  memberInfoRequest,
  registerRequest,
  registerSettingsRequest,
  registerSmsRequest,
  registerVerificationRequest,
  serviceAgreementRequest,
  validMessageRequest,
} from './registration.js';
import { letterDestroyRequest, letterListRequest, letterReadRequest } from './letters.js';
import type { LetterListReply } from './letters.js';
import { redEnvelopeClaimRequest } from './activities.js';
import type { RedEnvelope, RouletteDetail, RouletteSpinReply } from './activities.js';
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
import type { CheckAgentDomainReply, RegisterSettingsReply, ServiceAgreementReply } from './registration.js';

/**
 * The call catalogue: path (under /api), request schema and reply type. The server registers a route
 * per entry with its schema; the web client types its calls from the same entry.
 */
export interface CallSpec<Req extends z.ZodType, Reply> {
  path: (typeof CALL_PATHS)[keyof typeof CALL_PATHS];
  method: 'POST' | 'GET';
  request: Req;
  /** Phantom: carries the reply type only. */
  reply?: Reply;
  /** Needs a logged-in member's token. */
  auth: boolean;
}

function call<Req extends z.ZodType, Reply>(spec: Omit<CallSpec<Req, Reply>, 'reply'>): CallSpec<Req, Reply> {
  return spec;
}

export const calls = {
  siteDetail: call<typeof siteDetailRequest, SiteDetailReply>({
    path: CALL_PATHS.siteDetail,
    method: 'POST',
    request: siteDetailRequest,
    auth: false,
  }),
  logos: call<typeof logosRequest, LogosReply>({
    path: CALL_PATHS.logos,
    method: 'POST',
    request: logosRequest,
    auth: false,
  }),
  captcha: call<typeof captchaRequest, CaptchaReply>({
    path: CALL_PATHS.captcha,
    method: 'POST',
    request: captchaRequest,
    auth: false,
  }),
  clientCaptcha: call<typeof emptyRequest, ClientCaptchaReply>({
    path: CALL_PATHS.clientCaptcha,
    method: 'GET',
    request: emptyRequest,
    auth: false,
  }),
  loginHeader: call<typeof loginHeaderRequest, LoginHeaderReply>({
    path: CALL_PATHS.loginHeader,
    method: 'POST',
    request: loginHeaderRequest,
    auth: false,
  }),
  login: call<typeof loginRequest, LoginReply>({
    path: CALL_PATHS.login,
    method: 'POST',
    request: loginRequest,
    auth: false,
  }),
  logout: call<typeof emptyRequest, null>({
    path: CALL_PATHS.logout,
    method: 'POST',
    request: emptyRequest,
    auth: true,
  }),
  doubleValidationSkip: call<typeof doubleValidationSkipRequest, DoubleValidationChallenge>({
    path: CALL_PATHS.doubleValidationSkip,
    method: 'POST',
    request: doubleValidationSkipRequest,
    auth: false,
  }),
  doubleValidation: call<typeof doubleValidationRequest, LoginReply>({
    path: CALL_PATHS.doubleValidation,
    method: 'POST',
    request: doubleValidationRequest,
    auth: false,
  }),
  vxVerify: call<typeof vxVerifyRequest, { token: string }>({
    path: CALL_PATHS.vxVerify,
    method: 'POST',
    request: vxVerifyRequest,
    auth: false,
  }),
  vxReset: call<typeof vxResetRequest, null>({
    path: CALL_PATHS.vxReset,
    method: 'POST',
    request: vxResetRequest,
    auth: false,
  }),
  memberProfile: call<typeof emptyRequest, { member_profile: MemberProfile }>({
    path: CALL_PATHS.memberProfile,
    method: 'POST',
    request: emptyRequest,
    auth: true,
  }),
  memberLayout: call<typeof emptyRequest, { member_common_layout: MemberCommonLayout }>({
    path: CALL_PATHS.memberLayout,
    method: 'POST',
    request: emptyRequest,
    auth: true,
  }),
  editPassword: call<typeof editPasswordRequest, null>({
    path: CALL_PATHS.editPassword,
    method: 'POST',
    request: editPasswordRequest,
    auth: true,
  }),
  getInfoData: call<typeof getInfoDataRequest, string>({
    path: CALL_PATHS.getInfoData,
    method: 'POST',
    request: getInfoDataRequest,
    auth: false,
  }),
  forgotPasswordSms: call<typeof forgotPasswordSmsRequest, null>({
    path: CALL_PATHS.forgotPasswordSms,
    method: 'POST',
    request: forgotPasswordSmsRequest,
    auth: false,
  }),
  forgotPasswordReset: call<typeof forgotPasswordResetRequest, null>({
    path: CALL_PATHS.forgotPasswordReset,
    method: 'POST',
    request: forgotPasswordResetRequest,
    auth: false,
  }),
  registerSettings: call<typeof registerSettingsRequest, RegisterSettingsReply>({
    path: CALL_PATHS.registerSettings,
    method: 'POST',
    request: registerSettingsRequest,
    auth: false,
  }),
  serviceAgreement: call<typeof serviceAgreementRequest, ServiceAgreementReply>({
    path: CALL_PATHS.serviceAgreement,
    method: 'POST',
    request: serviceAgreementRequest,
    auth: false,
  }),
  registerVerification: call<typeof registerVerificationRequest, null>({
    path: CALL_PATHS.registerVerification,
    method: 'POST',
    request: registerVerificationRequest,
    auth: false,
  }),
  register: call<typeof registerRequest, LoginReply>({
    path: CALL_PATHS.register,
    method: 'POST',
    request: registerRequest,
    auth: false,
  }),
  registerSms: call<typeof registerSmsRequest, null>({
    path: CALL_PATHS.registerSms,
    method: 'POST',
    request: registerSmsRequest,
    auth: false,
  }),
  validMessage: call<typeof validMessageRequest, { is_valid: 0 | 1 }>({
    path: CALL_PATHS.validMessage,
    method: 'POST',
    request: validMessageRequest,
    auth: false,
  }),
  memberInfo: call<typeof memberInfoRequest, { currency: string }>({
    path: CALL_PATHS.memberInfo,
    method: 'POST',
    request: memberInfoRequest,
    auth: false,
  }),
  checkAgentDomain: call<typeof checkAgentDomainRequest, CheckAgentDomainReply>({
    path: CALL_PATHS.checkAgentDomain,
    method: 'POST',
    request: checkAgentDomainRequest,
    auth: false,
  }),
  bonusSettingCheck: call<typeof bonusSettingCheckRequest, { is_friend: 0 | 1 }>({
    path: CALL_PATHS.bonusSettingCheck,
    method: 'POST',
    request: bonusSettingCheckRequest,
    auth: false,
  }),
  letters: call<typeof letterListRequest, LetterListReply>({
    path: CALL_PATHS.letters,
    method: 'POST',
    request: letterListRequest,
    auth: true,
  }),
  letterRead: call<typeof letterReadRequest, { unread_count: number }>({
    path: CALL_PATHS.letterRead,
    method: 'POST',
    request: letterReadRequest,
    auth: true,
  }),
  letterDestroy: call<typeof letterDestroyRequest, { deleted: number; unread_count: number }>({
    path: CALL_PATHS.letterDestroy,
    method: 'POST',
    request: letterDestroyRequest,
    auth: true,
  }),
  redEnvelopePromotion: call<typeof emptyRequest, { envelope: RedEnvelope | null }>({
    path: CALL_PATHS.redEnvelopePromotion,
    method: 'POST',
    request: emptyRequest,
    auth: true,
  }),
  redEnvelopeClaim: call<typeof redEnvelopeClaimRequest, { cash: string }>({
    path: CALL_PATHS.redEnvelopeClaim,
    method: 'POST',
    request: redEnvelopeClaimRequest,
    auth: true,
  }),
  roulette: call<typeof emptyRequest, { detail: RouletteDetail }>({
    path: CALL_PATHS.roulette,
    method: 'POST',
    request: emptyRequest,
    auth: true,
  }),
  rouletteInfo: call<typeof emptyRequest, { detail: RouletteDetail }>({
    path: CALL_PATHS.rouletteInfo,
    method: 'POST',
    request: emptyRequest,
    auth: true,
  }),
  rouletteSpin: call<typeof emptyRequest, RouletteSpinReply>({
    path: CALL_PATHS.rouletteSpin,
    method: 'POST',
    request: emptyRequest,
    auth: true,
  }),
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

export type CallName = keyof typeof calls;
export type CallRequest<N extends CallName> = z.input<(typeof calls)[N]['request']>;
export type CallReply<N extends CallName> = NonNullable<(typeof calls)[N]['reply']>;
