import type { FastifyInstance } from 'fastify';
import { createAgentAdmin } from './agent-admin.js';
import { createAgents, createRepos } from './agents.js';
import type { AgentDeps } from './agents.js';
import type { Agents } from './types.js';
import { createAgentsAdminRepo } from './agents-admin-repo.js';
import { agentAdminRoutes } from './routes/admin-agents.js';
import { agentApplicationAdminRoutes } from './routes/admin-applications.js';
import { agentMoneyAdminRoutes } from './routes/admin-money.js';
import { agentPlanAdminRoutes } from './routes/admin-plans.js';
import { agentTransferRuleAdminRoutes } from './routes/admin-transfer-rules.js';
import { agentMemberRoutes } from './routes/member.js';
import { agentTestRoutes } from './routes/test-run.js';
import { SETTLEMENT_JOB, SETTLEMENT_SECONDS } from './settlement-job.js';
import { createTransferRules } from './transfer-rules.js';

export type { Agents } from './types.js';

declare module 'fastify' {
  interface FastifyInstance {
    agents: Agents;
  }
}

/**
 * Agents (decision 0022): the application and its decision, commission plans, promotion links, the downline
 * and its reports, transfers to the downline, and the settlement job with finance's approval.
 */
export async function mountAgents(app: FastifyInstance, deps: AgentDeps): Promise<Agents> {
  const repos = createRepos(deps.db);
  const agents = createAgents(deps, repos);
  app.decorate('agents', agents);
  // Registration (mounted earlier) reads an agent's promotion links through its port.
  deps.registration.agentLinks.provide(agents.links);
  const { siteCurrencies } = deps;
  await app.register(agentMemberRoutes, { agents });
  await app.register(agentApplicationAdminRoutes, { repo: repos.applications, applications: agents.applications });
  const agentsAdminRepo = createAgentsAdminRepo(deps.db);
  const agentAdmin = createAgentAdmin({
    repo: agentsAdminRepo,
    plans: repos.plans,
    audit: deps.audit,
    realtime: deps.realtime,
  });
  await app.register(agentAdminRoutes, { repo: agentsAdminRepo, admin: agentAdmin });
  await app.register(agentPlanAdminRoutes, { repo: repos.plans, plans: agents.plans, siteCurrencies });
  const transferRules = createTransferRules({ repo: repos.transfers, audit: deps.audit });
  await app.register(agentTransferRuleAdminRoutes, { rules: transferRules, siteCurrencies });
  const accountOf = async (siteId: number, memberId: number) =>
    (await deps.identity.memberById(siteId, memberId))?.memberAccount ?? '';
  await app.register(agentMoneyAdminRoutes, { statements: agents.statements, transfers: repos.transfers, accountOf });

  await deps.jobs.work(SETTLEMENT_JOB, async () => void (await agents.settle()));
  await deps.jobs.every(SETTLEMENT_JOB, SETTLEMENT_SECONDS);
  if (deps.testRoutes) await app.register(agentTestRoutes, { settle: agents.settle });
  return agents;
}
