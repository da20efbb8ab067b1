import type { FastifyRequest } from 'fastify';
import type { agentDownlineRequest, AgentDownlineReply, AgentAgreementReply } from '@playdeck/contract';
import { formatMinor } from '@playdeck/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Audit } from '../audit/types.js';
import type { ContentService } from '../content/types.js';
import type { Identity } from '../identity/index.js';
import type { Jobs } from '../jobs/index.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { Registration } from '../registration/index.js';
import type { WalletService } from '../wallet/index.js';
import { createApplications } from './applications.js';
import { createApplicationsRepo } from './applications-repo.js';
import { createDownlineRepo } from './downline-repo.js';
import { createLinks } from './links.js';
import { createLinksRepo } from './links-repo.js';
import { createPlans } from './plans.js';
import { createPlansRepo } from './plans-repo.js';
import { createReports } from './reports.js';
import { createReportsRepo } from './reports-repo.js';
import { createSettlementJob } from './settlement-job.js';
import { createStatements } from './statements.js';
import { createStatementsRepo } from './statements-repo.js';
import { createTransfers } from './transfers.js';
import { createTransfersRepo } from './transfers-repo.js';

export type AgentDeps = {
  db: Db;
  identity: Identity;
  wallet: WalletService;
  realtime: RealtimeHub;
  jobs: Jobs;
  audit: Audit;
  content: ContentService;
  registration: Registration;
  siteCurrencies: (siteId: number) => Promise<string[] | undefined>;
  /** PROGRAMME_JOBS_RUNNABLE: the test-only route that runs the settlement now. */
  testRoutes: boolean;
};

export function createRepos(db: Db) {
  return {
    applications: createApplicationsRepo(db),
    plans: createPlansRepo(db),
    statements: createStatementsRepo(db),
    downline: createDownlineRepo(db),
    transfers: createTransfersRepo(db),
  };
}

export function createAgents(deps: AgentDeps, repos: ReturnType<typeof createRepos>) {
  const common = { audit: deps.audit, realtime: deps.realtime };
  return {
    applications: createApplications({ ...common, repo: repos.applications, plans: repos.plans }),
    plans: createPlans({ repo: repos.plans, audit: deps.audit }),
    links: createLinks({ repo: createLinksRepo(deps.db) }),
    reports: createReports({ repo: createReportsRepo(deps.db) }),
    transfers: createTransfers({ ...common, repo: repos.transfers, identity: deps.identity, wallet: deps.wallet }),
    statements: createStatements({ ...common, repo: repos.statements, wallet: deps.wallet }),
    settle: createSettlementJob({ plans: repos.plans, statements: repos.statements }),
    registerDownline: deps.registration.registerDownline,

    /** DownlineInfo: the agent's own members and sub-agents with their money. */
    async downline(
      agent: { id: number; siteId: number; memberCurrency: string },
      body: z.output<typeof agentDownlineRequest>,
    ): Promise<AgentDownlineReply> {
      const { rows, total } = await repos.downline.list(
        agent.siteId,
        agent.id,
        { accountPrefix: body.member_account, kind: body.kind },
        { offset: (body.page - 1) * body.count, limit: body.count },
      );
      const money = (v: bigint) => formatMinor(v, agent.memberCurrency);
      return {
        list: rows.map((r) => ({
          member_id: r.id,
          member_account: r.account,
          is_agent: r.isAgent ? 1 : 0,
          status: r.status,
          registered_at: r.createdAt.toISOString(),
          last_login_at: r.lastLoginAt?.toISOString() ?? null,
          deposits: money(r.deposits),
          withdrawals: money(r.withdrawals),
          net_result: money(r.netResult),
          downline: r.downline,
        })),
        total,
      };
    },

    /** The agreement in the request's language (an article of kind agent_agreement). */
    async agreement(request: FastifyRequest): Promise<AgentAgreementReply> {
      const scope = { site: request.site, locale: request.locale };
      const [first] = (await deps.content.articles(scope, 'agent_agreement')).list;
      if (!first) return { title: '', content: '' };
      const { detail } = await deps.content.article(scope, 'agent_agreement', first.id);
      return { title: detail.title, content: detail.content };
    },
  };
}

export type Agents = ReturnType<typeof createAgents>;
