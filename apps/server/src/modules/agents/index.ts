import type { FastifyInstance } from 'fastify';
import type { Identity } from '../identity/index.js';
import { agentMemberRoutes } from './routes/member.js';

/** Agents: for now the checks the member centre's menu asks (agent-level names, may I apply). */
export async function mountAgents(app: FastifyInstance, deps: { identity: Identity }): Promise<void> {
  await app.register(agentMemberRoutes, deps);
}
