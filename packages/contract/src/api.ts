import type { z } from 'zod';
import { logosRequest, siteDetailRequest } from './site-calls.js';
import { CALL_PATHS } from './call-paths.js';
import { call } from './call-spec.js';
import { gameCalls } from './games-api.js';
import { contentCalls } from './content-api.js';
import { memberCentreCalls } from './member-centre-api.js';
import { paymentCalls } from './payments-api.js';
import { programmeCalls } from './programmes-api.js';
import { protectionCalls } from './protection-api.js';
import { agentCalls } from './agents-api.js';
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
  ipInfoRequest,
  registerVerificationRequest,
  serviceAgreementRequest,
  validMessageRequest,
} from './registration.js';
import { letterDestroyRequest, letterListRequest, letterReadRequest } from './letters.js';
import type { LetterListReply } from './letters.js';
import { redEnvelopeClaimRequest } from './activities-calls.js';
import type { RedEnvelope, RouletteDetail, RouletteSpinReply } from './activities.js';
import type {
  CheckAgentDomainReply,
  IpInfoReply,
  RegisterSettingsReply,
  ServiceAgreementReply,
} from './registration.js';

export type { CallSpec } from './call-spec.js';

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
  ipInfo: call<typeof ipInfoRequest, IpInfoReply>({
    path: CALL_PATHS.ipInfo,
    method: 'POST',
    request: ipInfoRequest,
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
  ...gameCalls,
  ...contentCalls,
  ...paymentCalls,
  ...memberCentreCalls,
  ...programmeCalls,
  ...agentCalls,
  ...protectionCalls,
} as const;

export type CallName = keyof typeof calls;
export type CallRequest<N extends CallName> = z.input<(typeof calls)[N]['request']>;
export type CallReply<N extends CallName> = NonNullable<(typeof calls)[N]['reply']>;
