import { CALL_PATHS } from './call-paths.js';
import { call } from './call-spec.js';
import { emptyRequest } from './identity.js';
import {
  announcementReadRequest,
  applyForAgentCheckRequest,
  betRecordsRequest,
  deviceRemoveRequest,
  memberAnnouncementsRequest,
  profileEditRequest,
  profilePhoneCodeRequest,
  transactionsRequest,
  walletTransferRequest,
} from './member-centre.js';
import type {
  AgentLevelName,
  BetRecordsReply,
  MemberAnnouncementsReply,
  ProfileEditReply,
  ProfileRulesReply,
  SecurityReply,
  SignOutOthersReply,
  TransactionsReply,
  WalletTransferReply,
} from './member-centre.js';

const memberCall = <Req extends Parameters<typeof call>[0]['request'], Reply>(
  path: (typeof CALL_PATHS)[keyof typeof CALL_PATHS],
  request: Req,
) => call<Req, Reply>({ path, method: 'POST', request, auth: true });

/** The member centre's calls (decision 0021). */
export const memberCentreCalls = {
  profileEdit: memberCall<typeof profileEditRequest, ProfileEditReply>(CALL_PATHS.profileEdit, profileEditRequest),
  profileRules: memberCall<typeof emptyRequest, ProfileRulesReply>(CALL_PATHS.profileRules, emptyRequest),
  profilePhoneCode: memberCall<typeof profilePhoneCodeRequest, null>(
    CALL_PATHS.profilePhoneCode,
    profilePhoneCodeRequest,
  ),
  security: memberCall<typeof emptyRequest, SecurityReply>(CALL_PATHS.security, emptyRequest),
  securityDeviceRemove: memberCall<typeof deviceRemoveRequest, null>(
    CALL_PATHS.securityDeviceRemove,
    deviceRemoveRequest,
  ),
  securitySignOutOthers: memberCall<typeof emptyRequest, SignOutOthersReply>(
    CALL_PATHS.securitySignOutOthers,
    emptyRequest,
  ),
  walletTransfer: memberCall<typeof walletTransferRequest, WalletTransferReply>(
    CALL_PATHS.walletTransfer,
    walletTransferRequest,
  ),
  memberAnnouncements: memberCall<typeof memberAnnouncementsRequest, MemberAnnouncementsReply>(
    CALL_PATHS.memberAnnouncements,
    memberAnnouncementsRequest,
  ),
  memberAnnouncementRead: memberCall<typeof announcementReadRequest, null>(
    CALL_PATHS.memberAnnouncementRead,
    announcementReadRequest,
  ),
  transactions: memberCall<typeof transactionsRequest, TransactionsReply>(CALL_PATHS.transactions, transactionsRequest),
  betRecords: memberCall<typeof betRecordsRequest, BetRecordsReply>(CALL_PATHS.betRecords, betRecordsRequest),
  agentLevelRename: memberCall<typeof emptyRequest, { detail: AgentLevelName[] }>(
    CALL_PATHS.agentLevelRename,
    emptyRequest,
  ),
  /** The reply's code is the answer: 100 may apply, 101 already an agent or applied, 104 closed. */
  applyForAgentCheck: memberCall<typeof applyForAgentCheckRequest, null>(
    CALL_PATHS.applyForAgentCheck,
    applyForAgentCheckRequest,
  ),
};
