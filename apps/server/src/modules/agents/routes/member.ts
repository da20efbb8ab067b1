import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '@playdeck/contract';
import { unauthorized } from '../../../lib/envelope.js';
import { registerCall } from '../../../lib/register-call.js';
import type { Identity, MemberRow } from '../../identity/index.js';
import { agentLevelNames, applyForAgentCheck } from '../checks.js';

/** The member side of agents that the member centre needs (issue 15); the agent centre is issue 16's. */
export async function agentMemberRoutes(app: FastifyInstance, opts: { identity: Identity }): Promise<void> {
  const current = async (request: FastifyRequest): Promise<MemberRow> => {
    const member =
      request.session && (await opts.identity.members.findById(request.site.siteId, request.session.memberId));
    if (!member) throw unauthorized();
    return member;
  };

  registerCall(app, calls.agentLevelRename, async (_body, request) => {
    await current(request);
    return { detail: agentLevelNames(request.site) };
  });
  registerCall(app, calls.applyForAgentCheck, async (_body, request) => {
    applyForAgentCheck(request.site, await current(request));
    return null;
  });
}
