import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AGENT_CODES, calls } from '@playdeck/contract';
import { ApiError } from '../../../lib/envelope.js';
import { registerCall } from '../../../lib/register-call.js';
import type { MemberRow } from '../../identity/index.js';
import type { Agents } from '../types.js';
import { agentLevelNames, applyForAgentCheck, levelName } from '../checks.js';

/** The agent centre's calls (decision 0022) and the member centre's agent checks (decision 0021). */
export async function agentMemberRoutes(app: FastifyInstance, opts: { agents: Agents }) {
  const { agents } = opts;
  /** Every agent tool is for an active agent only; anyone else learns nothing about any downline. */
  const agent = async (request: FastifyRequest): Promise<MemberRow> => {
    const member = await request.member();
    if (!member.isAgent) throw new ApiError(AGENT_CODES.notAnAgent, 'agents.err.not_an_agent');
    if (!member.agentActive) throw new ApiError(AGENT_CODES.agentInactive, 'agents.err.inactive');
    return member;
  };

  registerCall(app, calls.agentLevelRename, async (_body, request) => {
    await request.member();
    return { detail: agentLevelNames(request.site) };
  });
  registerCall(app, calls.applyForAgentCheck, async (_body, request) => {
    const member = await request.member();
    applyForAgentCheck(request.site, member, await agents.applications.hasPending(member.id));
    return null;
  });
  registerCall(app, calls.agentApply, async (body, request) => {
    const member = await request.member();
    if (await agents.applications.hasPending(member.id)) {
      throw new ApiError(AGENT_CODES.alreadyApplied, 'agents.err.already_applied');
    }
    await agents.applications.apply(request.site, member, body.note);
    return { status: 'pending' as const };
  });
  registerCall(app, calls.agentAgreement, async (_body, request) => {
    await request.member();
    return agents.agreement(request);
  });
  registerCall(app, calls.agentPlan, async (_body, request) => {
    const member = await agent(request);
    return agents.plans.forAgent(member, levelName(request.site, member.agentLevel));
  });
  registerCall(app, calls.agentRegister, async (body, request) =>
    agents.registerDownline(request.site, await agent(request), body, request.ip),
  );
  registerCall(app, calls.agentLinks, async (_body, request) => agents.links.list(await agent(request)));
  registerCall(app, calls.agentLinkCreate, async (body, request) =>
    agents.links.create(await agent(request), body.name),
  );
  registerCall(app, calls.agentLinkDelete, async (body, request) => {
    await agents.links.remove(await agent(request), body.id);
    return null;
  });
  registerCall(app, calls.agentDownline, async (body, request) => agents.downline(await agent(request), body));
  registerCall(app, calls.agentReport, async (body, request) =>
    agents.reports.byPeriod(await agent(request), body.period, body.start_date, body.end_date),
  );
  registerCall(app, calls.agentTierReport, async (body, request) =>
    agents.reports.byLevel(await agent(request), body.start_date, body.end_date),
  );
  registerCall(app, calls.agentTransferInfo, async (_body, request) => agents.transfers.info(await agent(request)));
  registerCall(app, calls.agentTransfer, async (body, request) =>
    agents.transfers.transfer(request.site, await agent(request), body, request.ip),
  );
  registerCall(app, calls.agentSettlements, async (body, request) =>
    agents.statements.page((await agent(request)).id, body.page, body.count),
  );
  registerCall(app, calls.agentSettlement, async (body, request) =>
    agents.statements.one((await agent(request)).id, body.id),
  );
}
