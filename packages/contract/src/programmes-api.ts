import { CALL_PATHS } from './call-paths.js';
import { call } from './call-spec.js';
import { emptyRequest } from './identity.js';
import {
  cashSurplusCheckRequest,
  cashSurplusClaimRequest,
  recommendRecordsRequest,
  recommendSearchRequest,
} from './programmes.js';
import type {
  CashSurplusClaimReply,
  CashSurplusInfoReply,
  RecommendProjectReply,
  RecommendRecordsReply,
  RecommendSearchReply,
} from './programmes.js';

/** Recommend a friend and cash surplus (decision 0021). */
export const programmeCalls = {
  recommendProject: call<typeof emptyRequest, RecommendProjectReply>({
    path: CALL_PATHS.recommendProject,
    method: 'POST',
    request: emptyRequest,
    auth: true,
  }),
  recommendRecords: call<typeof recommendRecordsRequest, RecommendRecordsReply>({
    path: CALL_PATHS.recommendRecords,
    method: 'POST',
    request: recommendRecordsRequest,
    auth: true,
  }),
  recommendSearch: call<typeof recommendSearchRequest, RecommendSearchReply>({
    path: CALL_PATHS.recommendSearch,
    method: 'POST',
    request: recommendSearchRequest,
    auth: true,
  }),
  /** site_id and currency; reads `active`. Public like the bonus check. */
  cashSurplusCheck: call<typeof cashSurplusCheckRequest, { active: 0 | 1 }>({
    path: CALL_PATHS.cashSurplusCheck,
    method: 'POST',
    request: cashSurplusCheckRequest,
    auth: false,
  }),
  cashSurplusInfo: call<typeof emptyRequest, CashSurplusInfoReply>({
    path: CALL_PATHS.cashSurplusInfo,
    method: 'POST',
    request: emptyRequest,
    auth: true,
  }),
  cashSurplusClaim: call<typeof cashSurplusClaimRequest, CashSurplusClaimReply>({
    path: CALL_PATHS.cashSurplusClaim,
    method: 'POST',
    request: cashSurplusClaimRequest,
    auth: true,
  }),
};
