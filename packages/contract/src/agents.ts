import { z } from 'zod';
import { paymentAmount, paymentRequestId } from './payments.js';
import { plainText, text } from './text.js';

/**
 * The agent (proxy) centre: applying to become an agent, the agent's commission plan and agreement,
 * registering downline members, promotion links, the downline and its reports, transfers to the downline
 * and the commission statements. Decision 0022 records the calls and the commission rules.
 */

/** Business codes of the agent calls; the page shows its own text for each. */
export const AGENT_CODES = {
  /** The member is an agent already, or has an application waiting. */
  alreadyApplied: 101,
  /** The site takes no applications. */
  applicationsClosed: 104,
  agreementRequired: 3401,
  notAnAgent: 3402,
  agentInactive: 3403,
  /** The member is not in this agent's downline (or does not exist: the agent cannot tell). */
  notInDownline: 3404,
  linkNotFound: 3405,
  linkLimit: 3406,
  transferAmountInvalid: 3411,
  transferBelowMinimum: 3412,
  transferAboveMaximum: 3413,
  transferDailyLimit: 3414,
  transferInsufficient: 3415,
  transfersClosed: 3416,
  statementNotFound: 3421,
  rangeInvalid: 3431,
} as const;

/** How often commission is settled, and the report's grouping. */
export const AGENT_PERIODS = ['day', 'week', 'month'] as const;
export type AgentPeriod = (typeof AGENT_PERIODS)[number];

/** One tier of a revenue-share plan: met when both the active members and the net result reach it. */
export interface AgentPlanTier {
  active_members: number;
  /** Net gaming result the period must reach, decimal string. */
  net_result: string;
  /** Per mille of the net result paid as commission (250 = 25 %). */
  rate_permille: number;
}

/** A plan's terms as the agent reads them; decimals in the plan's currency. */
export interface AgentPlanTerms {
  period: AgentPeriod;
  tiers: AgentPlanTier[];
  /** Per mille of the downline's bonuses deducted from the gaming result. */
  bonus_share_permille: number;
  /** Per mille of the downline's payment fees deducted. */
  fee_share_permille: number;
  /** A negative period is carried into the next (true) or forgotten (false). */
  carry_negative: boolean;
  /** Per mille of each direct sub-agent's commission earned by the upline. */
  sub_agent_permille: number;
}

export interface AgentPlanReply {
  plan: {
    name: string;
    currency: string;
    terms: AgentPlanTerms;
    /** Terms saved for a later period, and when they start. */
    next: { terms: AgentPlanTerms; effective_from: string } | null;
  } | null;
  agent_level: number;
  level_name: string;
}

export interface AgentAgreementReply {
  title: string;
  /** Sanitised HTML written by the operator, in the request's language. */
  content: string;
}

export const agentApplyRequest = z.strictObject({
  /** The agreement accepted: 1. */
  agree: z.union([z.literal(1), z.literal(true)]),
  /** What the applicant tells the operator (how they bring members). */
  note: plainText().trim().max(500).default(''),
});
export interface AgentApplyReply {
  status: 'pending';
}

/** The agent registers a downline member directly (the site's registration rules apply). */
export const agentRegisterRequest = z.strictObject({
  member_account: plainText().max(64),
  password: text().max(128),
  member_name: plainText().max(100).optional(),
  member_phone: plainText().max(32).optional(),
  member_email: plainText().max(254).optional(),
});
export interface AgentRegisterReply {
  member_id: number;
  member_account: string;
}

export const agentLinkCreateRequest = z.strictObject({ name: plainText().trim().min(1).max(40) });
export const agentLinkDeleteRequest = z.strictObject({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
/** The most links one agent keeps. */
export const AGENT_LINKS_MAX = 20;
export interface AgentLink {
  id: number;
  name: string;
  code: string;
  /** The registration path with the agent id and the link's code. */
  path: string;
  visits: number;
  registrations: number;
  created_at: string;
}
export interface AgentLinksReply {
  agent_id: number;
  links: AgentLink[];
}

const page = z.number().int().min(1).max(10_000).default(1);
const count = z.number().int().min(1).max(100).default(20);
const isoDate = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

export const DOWNLINE_KINDS = ['all', 'member', 'agent'] as const;
export const agentDownlineRequest = z.strictObject({
  page,
  count,
  /** The start of an account name. */
  member_account: plainText().trim().max(64).optional(),
  kind: z.enum(DOWNLINE_KINDS).default('all'),
});
export interface DownlineMember {
  member_id: number;
  member_account: string;
  is_agent: 0 | 1;
  status: 'active' | 'disabled' | 'frozen';
  registered_at: string;
  last_login_at: string | null;
  deposits: string;
  withdrawals: string;
  /** The member's game result (wins minus stakes): negative is the member's loss. */
  net_result: string;
  /** Members a sub-agent brought (0 for a member). */
  downline: number;
}
export interface AgentDownlineReply {
  list: DownlineMember[];
  total: number;
}

/** Dates are the site's days (UTC for now, decision 0021); at most a year and a day. */
export const agentReportRequest = z.strictObject({
  period: z.enum(AGENT_PERIODS).default('day'),
  start_date: isoDate,
  end_date: isoDate,
});
export const agentTierReportRequest = z.strictObject({ start_date: isoDate, end_date: isoDate });
export interface AgentFigures {
  registrations: number;
  first_deposits: number;
  deposits: string;
  withdrawals: string;
  /** Stakes sent to games. */
  turnover: string;
  /** The downline's game result, signed as the members see it: negative means they lost. */
  net_result: string;
  active_members: number;
}
export interface AgentReportRow extends AgentFigures {
  period_start: string;
}
export interface AgentReportReply {
  currency: string;
  list: AgentReportRow[];
  total: AgentFigures;
}
export interface AgentTierRow extends AgentFigures {
  /** 1 is the agent's own members, 2 their sub-agents' members, and so on. */
  level: number;
  members: number;
}
export interface AgentTierReportReply {
  currency: string;
  list: AgentTierRow[];
  total: AgentFigures;
}
export const AGENT_TREE_DEPTH = 5;

export const agentTransferRequest = z.strictObject({
  member_account: plainText().trim().min(1).max(64),
  amount: paymentAmount,
  withdraw_password: text().regex(/^\d{4}$/, 'four digits'),
  request_id: paymentRequestId,
});
export interface AgentTransferLimits {
  enabled: boolean;
  min: string;
  max: string;
  /** What the agent may transfer per day (UTC); "0" is no limit. */
  daily: string;
  used_today: string;
}
export interface AgentTransferInfoReply {
  currency: string;
  balance: string;
  limits: AgentTransferLimits;
  has_withdraw_password: boolean;
  /** The agent's latest transfers, newest first. */
  recent: { id: number; member_account: string; amount: string; created_at: string }[];
}
export interface AgentTransferReply {
  id: number;
  balance: string;
}

export const STATEMENT_STATUSES = ['pending', 'paid', 'rejected', 'nil'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];
export const agentSettlementsRequest = z.strictObject({ page, count });
export const agentSettlementRequest = z.strictObject({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export interface AgentStatementSummary {
  id: number;
  period_start: string;
  period_end: string;
  currency: string;
  net_result: string;
  commission: string;
  status: StatementStatus;
  paid_at: string | null;
}
/** One line of a statement: what it is, the figure, and how it was reached. */
export interface AgentStatementLine {
  key: string;
  amount: string;
  /** A rate or count the line used (per mille, members), when it has one. */
  detail?: number;
}
export interface AgentStatement extends AgentStatementSummary {
  lines: AgentStatementLine[];
  plan_name: string;
  terms: AgentPlanTerms;
  active_members: number;
  rate_permille: number;
  carried_in: string;
  carried_out: string;
}
export interface AgentSettlementsReply {
  list: AgentStatementSummary[];
  total: number;
}
