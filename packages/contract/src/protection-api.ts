import { CALL_PATHS } from './call-paths.js';
import { call } from './call-spec.js';
import { emptyRequest } from './identity.js';
import {
  protectionExcludeRequest,
  protectionLimitPickRequest,
  protectionLimitSetRequest,
  protectionRealityAnswerRequest,
  protectionRealityCheckRequest,
  protectionSessionRequest,
  protectionTimeOutRequest,
} from './protection.js';
import type { ProtectionInfoReply, ProtectionPlayReply, ProtectionSessionReply } from './protection.js';

/** The member's responsible-gaming calls (decision 0050); each answers the whole state again. */
export const protectionCalls = {
  protectionInfo: call<typeof emptyRequest, ProtectionInfoReply>({
    path: CALL_PATHS.protectionInfo,
    method: 'POST',
    request: emptyRequest,
    auth: true,
  }),
  protectionLimitSet: call<typeof protectionLimitSetRequest, ProtectionInfoReply>({
    path: CALL_PATHS.protectionLimitSet,
    method: 'POST',
    request: protectionLimitSetRequest,
    auth: true,
  }),
  protectionLimitConfirm: call<typeof protectionLimitPickRequest, ProtectionInfoReply>({
    path: CALL_PATHS.protectionLimitConfirm,
    method: 'POST',
    request: protectionLimitPickRequest,
    auth: true,
  }),
  protectionLimitCancel: call<typeof protectionLimitPickRequest, ProtectionInfoReply>({
    path: CALL_PATHS.protectionLimitCancel,
    method: 'POST',
    request: protectionLimitPickRequest,
    auth: true,
  }),
  protectionTimeOut: call<typeof protectionTimeOutRequest, ProtectionInfoReply>({
    path: CALL_PATHS.protectionTimeOut,
    method: 'POST',
    request: protectionTimeOutRequest,
    auth: true,
  }),
  protectionExclude: call<typeof protectionExcludeRequest, ProtectionInfoReply>({
    path: CALL_PATHS.protectionExclude,
    method: 'POST',
    request: protectionExcludeRequest,
    auth: true,
  }),
  protectionRealityCheck: call<typeof protectionRealityCheckRequest, ProtectionInfoReply>({
    path: CALL_PATHS.protectionRealityCheck,
    method: 'POST',
    request: protectionRealityCheckRequest,
    auth: true,
  }),
  /** The open game's session so far, for the reality check's prompt. */
  protectionSession: call<typeof protectionSessionRequest, ProtectionSessionReply>({
    path: CALL_PATHS.protectionSession,
    method: 'POST',
    request: protectionSessionRequest,
    auth: true,
  }),
  /** The game page's beat each minute while a game is open: records play and holds the session limit. */
  protectionPlay: call<typeof emptyRequest, ProtectionPlayReply>({
    path: CALL_PATHS.protectionPlay,
    method: 'POST',
    request: emptyRequest,
    auth: true,
  }),
  /** The member's answer to a reality check, recorded with the session's duration and result. */
  protectionRealityAnswer: call<typeof protectionRealityAnswerRequest, ProtectionSessionReply>({
    path: CALL_PATHS.protectionRealityAnswer,
    method: 'POST',
    request: protectionRealityAnswerRequest,
    auth: true,
  }),
  /** The member declines the deposit-limit offer; it is not shown again. */
  protectionPromptSkip: call<typeof emptyRequest, ProtectionInfoReply>({
    path: CALL_PATHS.protectionPromptSkip,
    method: 'POST',
    request: emptyRequest,
    auth: true,
  }),
};
