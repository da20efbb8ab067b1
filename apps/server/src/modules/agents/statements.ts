import type { FastifyRequest } from 'fastify';
import { AGENT_CODES, channels, formatMinor } from '@playdeck/contract';
import type { AgentStatement, AgentStatementLine, AgentStatementSummary } from '@playdeck/contract';
import type { AgentStatementRecord } from '@playdeck/contract/admin';
import { adminErrors } from '../../lib/admin-error.js';
import { ApiError } from '../../lib/envelope.js';
import type { Audit } from '../audit/types.js';
import type { OperatorUser } from '../operators/types.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { WalletService } from '../wallet/index.js';
import type { StatementRow, StatementsRepo } from './statements-repo.js';

/** Lines that hold a count or a rate in `detail`, not money. */
const DETAIL_ONLY = new Set(['active_members', 'rate']);
const linesOf = (s: StatementRow): AgentStatementLine[] =>
  s.lines.map((l) => ({ ...l, amount: DETAIL_ONLY.has(l.key) ? '0' : formatMinor(BigInt(l.amount), s.currency) }));

export const summaryOf = (s: StatementRow): AgentStatementSummary => ({
  id: s.id,
  period_start: s.periodStart.toISOString(),
  period_end: s.periodEnd.toISOString(),
  currency: s.currency,
  net_result: formatMinor(s.netResult, s.currency),
  commission: formatMinor(s.commission, s.currency),
  status: s.status,
  paid_at: s.paidAt?.toISOString() ?? null,
});

export const statementOf = (s: StatementRow): AgentStatement => ({
  ...summaryOf(s),
  lines: linesOf(s),
  plan_name: s.planName,
  terms: s.terms,
  active_members: s.activeMembers,
  rate_permille: s.ratePermille,
  carried_in: formatMinor(s.carriedIn, s.currency),
  carried_out: formatMinor(s.carriedOut, s.currency),
});

export const statementRecordOf = (s: StatementRow, account: string): AgentStatementRecord => ({
  id: s.id,
  site_id: s.siteId,
  agent_id: s.agentId,
  agent_account: account,
  currency: s.currency,
  plan_name: s.planName,
  period_start: s.periodStart.toISOString(),
  period_end: s.periodEnd.toISOString(),
  net_result: formatMinor(s.netResult, s.currency),
  commission: formatMinor(s.commission, s.currency),
  status: s.status,
  reason: s.reason,
  lines: linesOf(s),
  decided_by: s.decidedBy,
  paid_at: s.paidAt?.toISOString() ?? null,
  created_at: s.createdAt.toISOString(),
});

/** Statements: the agent reads theirs; finance approves (pays once) or rejects them. */
export function createStatements(deps: {
  repo: StatementsRepo;
  wallet: WalletService;
  audit: Audit;
  realtime: RealtimeHub;
}) {
  const { repo } = deps;

  async function decide(
    request: FastifyRequest,
    user: OperatorUser,
    id: number,
    decision: { status: 'paid' | 'rejected'; reason: string },
  ): Promise<StatementRow> {
    const before = await repo.byId(id);
    if (!before || !user.siteIds.includes(before.siteId)) throw adminErrors.notFound('no such statement');
    const row = await repo.transaction(async (tx) => {
      const decided = await repo.decide(tx, id, { ...decision, decidedBy: user.username });
      if (!decided) throw adminErrors.conflict(`this statement is ${before.status}, not pending`, 'status');
      if (decision.status === 'paid') {
        await deps.wallet.postIn(tx, {
          siteId: decided.siteId,
          memberId: decided.agentId,
          currency: decided.currency,
          amount: decided.commission,
          kind: 'agent_commission',
          reference: `agent-statement:${id}`,
          idempotencyKey: `agent-commission:${id}`,
        });
      }
      await deps.audit.record(tx, request, user, {
        siteId: decided.siteId,
        action: decision.status === 'paid' ? 'agent_statement.pay' : 'agent_statement.reject',
        targetType: 'member',
        targetId: decided.agentId,
        reason: decision.reason,
        after: { statement_id: id, commission: formatMinor(decided.commission, decided.currency) },
      });
      return decided;
    });
    if (row.status === 'paid') {
      const cash = await deps.wallet.mainBalance(row.siteId, row.agentId, row.currency);
      deps.realtime.publish(channels.member(row.agentId), 'member.cash', { cash });
    }
    return row;
  }

  return {
    async page(agentId: number, page: number, count: number) {
      const { rows, total } = await repo.forAgent(agentId, { offset: (page - 1) * count, limit: count });
      return { list: rows.map(summaryOf), total };
    },
    async one(agentId: number, id: number): Promise<AgentStatement> {
      const row = await repo.byId(id);
      if (!row || row.agentId !== agentId)
        throw new ApiError(AGENT_CODES.statementNotFound, 'agents.err.statement_not_found');
      return statementOf(row);
    },
    approve: (request: FastifyRequest, user: OperatorUser, id: number) =>
      decide(request, user, id, { status: 'paid', reason: '' }),
    reject: (request: FastifyRequest, user: OperatorUser, id: number, reason: string) =>
      decide(request, user, id, { status: 'rejected', reason }),
    list: repo.list,
    byId: repo.byId,
  };
}

export type Statements = ReturnType<typeof createStatements>;
