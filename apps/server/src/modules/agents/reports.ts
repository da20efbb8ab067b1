import { AGENT_CODES, formatMinor } from '@playdeck/contract';
import type { AgentFigures, AgentPeriod, AgentReportReply, AgentTierReportReply } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import { periodsBetween } from '../../lib/periods.js';
import { utcDayRange } from '../../lib/utc-days.js';
import type { MemberRow } from '../identity/index.js';
import type { FigureRow, ReportsRepo } from './reports-repo.js';

/** A year and a day: "the last twelve months" with both ends counted. */
const MAX_DAYS = 367;
const EMPTY: Omit<FigureRow, 'key'> = {
  registrations: 0,
  firstDeposits: 0,
  deposits: 0n,
  withdrawals: 0n,
  turnover: 0n,
  netResult: 0n,
  activeMembers: 0,
};

const figuresOf = (r: Omit<FigureRow, 'key'>, currency: string): AgentFigures => ({
  registrations: r.registrations,
  first_deposits: r.firstDeposits,
  deposits: formatMinor(r.deposits, currency),
  withdrawals: formatMinor(r.withdrawals, currency),
  turnover: formatMinor(r.turnover, currency),
  net_result: formatMinor(r.netResult, currency),
  active_members: r.activeMembers,
});

/** The dates as a range, or 3431 naming the field (order, or longer than a year). */
function rangeOf(start: string, end: string) {
  try {
    const { from, to } = utcDayRange(start, end, { maxDays: MAX_DAYS });
    return { from: from!, to: to! };
  } catch (err) {
    if (err instanceof ApiError) throw new ApiError(AGENT_CODES.rangeInvalid, err.ref, 200, err.data);
    throw err;
  }
}

/** OperationTable and StratifiedTable: the downline's figures by period and by tree level. */
export function createReports(deps: { repo: ReportsRepo }) {
  return {
    async byPeriod(agent: MemberRow, unit: AgentPeriod, start: string, end: string): Promise<AgentReportReply> {
      const { from, to } = rangeOf(start, end);
      const currency = agent.memberCurrency;
      const q = { siteId: agent.siteId, agentId: agent.id, currency, from, to };
      const rows = await deps.repo.figures(q, { by: 'period', unit });
      const byKey = new Map(rows.map((r) => [r.key, r]));
      return {
        currency,
        list: periodsBetween(unit, from, to).map((p) => {
          const key = p.start.toISOString().slice(0, 10);
          return { period_start: key, ...figuresOf(byKey.get(key) ?? EMPTY, currency) };
        }),
        total: figuresOf(byKey.get(null) ?? EMPTY, currency),
      };
    },

    async byLevel(agent: MemberRow, start: string, end: string): Promise<AgentTierReportReply> {
      const { from, to } = rangeOf(start, end);
      const currency = agent.memberCurrency;
      const q = { siteId: agent.siteId, agentId: agent.id, currency, from, to };
      const [rows, sizes] = await Promise.all([
        deps.repo.figures(q, { by: 'level' }),
        deps.repo.levelSizes(agent.siteId, agent.id),
      ]);
      const byKey = new Map(rows.map((r) => [r.key, r]));
      const levels = [...sizes.keys()].sort((a, b) => a - b);
      return {
        currency,
        list: levels.map((level) => ({
          level,
          members: sizes.get(level) ?? 0,
          ...figuresOf(byKey.get(String(level)) ?? EMPTY, currency),
        })),
        total: figuresOf(byKey.get(null) ?? EMPTY, currency),
      };
    },
  };
}

export type Reports = ReturnType<typeof createReports>;
