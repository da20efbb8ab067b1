import {
  agentApplyRequest,
  agentDownlineRequest,
  agentLinkCreateRequest,
  agentLinkDeleteRequest,
  agentRegisterRequest,
  agentReportRequest,
  agentSettlementRequest,
  agentSettlementsRequest,
  agentTierReportRequest,
  agentTransferRequest,
} from './agents.js';
import type {
  AgentAgreementReply,
  AgentApplyReply,
  AgentDownlineReply,
  AgentLink,
  AgentLinksReply,
  AgentPlanReply,
  AgentRegisterReply,
  AgentReportReply,
  AgentSettlementsReply,
  AgentStatement,
  AgentTierReportReply,
  AgentTransferInfoReply,
  AgentTransferReply,
} from './agents.js';
import { CALL_PATHS } from './call-paths.js';
import { call } from './call-spec.js';
import { emptyRequest } from './identity.js';

const memberCall = <Req extends Parameters<typeof call>[0]['request'], Reply>(
  path: (typeof CALL_PATHS)[keyof typeof CALL_PATHS],
  request: Req,
) => call<Req, Reply>({ path, method: 'POST', request, auth: true });

/** The agent centre's calls (decision 0022). Every one but the application and the agreement is for agents. */
export const agentCalls = {
  agentApply: memberCall<typeof agentApplyRequest, AgentApplyReply>(CALL_PATHS.agentApply, agentApplyRequest),
  agentAgreement: memberCall<typeof emptyRequest, AgentAgreementReply>(CALL_PATHS.agentAgreement, emptyRequest),
  agentPlan: memberCall<typeof emptyRequest, AgentPlanReply>(CALL_PATHS.agentPlan, emptyRequest),
  agentRegister: memberCall<typeof agentRegisterRequest, AgentRegisterReply>(
    CALL_PATHS.agentRegister,
    agentRegisterRequest,
  ),
  agentLinks: memberCall<typeof emptyRequest, AgentLinksReply>(CALL_PATHS.agentLinks, emptyRequest),
  agentLinkCreate: memberCall<typeof agentLinkCreateRequest, AgentLink>(
    CALL_PATHS.agentLinkCreate,
    agentLinkCreateRequest,
  ),
  agentLinkDelete: memberCall<typeof agentLinkDeleteRequest, null>(CALL_PATHS.agentLinkDelete, agentLinkDeleteRequest),
  agentDownline: memberCall<typeof agentDownlineRequest, AgentDownlineReply>(
    CALL_PATHS.agentDownline,
    agentDownlineRequest,
  ),
  agentReport: memberCall<typeof agentReportRequest, AgentReportReply>(CALL_PATHS.agentReport, agentReportRequest),
  agentTierReport: memberCall<typeof agentTierReportRequest, AgentTierReportReply>(
    CALL_PATHS.agentTierReport,
    agentTierReportRequest,
  ),
  agentTransferInfo: memberCall<typeof emptyRequest, AgentTransferInfoReply>(
    CALL_PATHS.agentTransferInfo,
    emptyRequest,
  ),
  agentTransfer: memberCall<typeof agentTransferRequest, AgentTransferReply>(
    CALL_PATHS.agentTransfer,
    agentTransferRequest,
  ),
  agentSettlements: memberCall<typeof agentSettlementsRequest, AgentSettlementsReply>(
    CALL_PATHS.agentSettlements,
    agentSettlementsRequest,
  ),
  agentSettlement: memberCall<typeof agentSettlementRequest, AgentStatement>(
    CALL_PATHS.agentSettlement,
    agentSettlementRequest,
  ),
};
