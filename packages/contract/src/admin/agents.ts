import { z } from 'zod';
import { AGENT_PERIODS, STATEMENT_STATUSES } from '../agents.js';
import { plainText, text } from '../text.js';
import { rowVersion as version } from './fields.js';
import { listQuery } from './list-query.js';

// The back office's side of agents (decision 0022): applications (members.manage), commission plans and
// transfer rules (agents.plans), statements (money.read, approved with money.approve), transfers.

const amount = text().regex(/^\d{1,12}(\.\d{1,4})?$/, 'a decimal such as 100.00');
const siteId = z.number().int().positive().max(2_147_483_647);
const memberId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const permille = z.number().int().min(0).max(1000);

export const AGENT_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const agentApplicationListQuery = listQuery(
  { site_id: siteId.optional(), status: z.enum(AGENT_APPLICATION_STATUSES).optional(), member_id: memberId.optional() },
  ['id'],
);
export const agentApplicationRecord = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  member_id: z.number().int(),
  member_account: z.string(),
  currency: z.string(),
  /** The agent the applicant registered under: approved, they become that agent's sub-agent. */
  parent_agent_id: z.number().int().nullable(),
  note: z.string(),
  status: z.enum(AGENT_APPLICATION_STATUSES),
  reason: z.string(),
  decided_by: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type AgentApplicationRecord = z.infer<typeof agentApplicationRecord>;
export const agentApplicationApprove = z.strictObject({
  /** The plan the new agent is on; none: the site's default plan for their currency. */
  plan_id: z.number().int().positive().max(2_147_483_647).nullable().default(null),
});
export const agentApplicationReject = z.strictObject({ reason: plainText().trim().min(1).max(500) });

const tier = z.strictObject({
  active_members: z.number().int().min(0).max(1_000_000),
  net_result: amount,
  rate_permille: permille,
});
export const agentPlanTerms = z.strictObject({
  period: z.enum(AGENT_PERIODS),
  tiers: z
    .array(tier)
    .min(1)
    .max(10)
    .refine(
      (tiers) => new Set(tiers.map((t) => `${t.active_members}:${t.net_result}`)).size === tiers.length,
      'no two tiers with the same thresholds',
    ),
  bonus_share_permille: permille,
  fee_share_permille: permille,
  carry_negative: z.boolean(),
  sub_agent_permille: z.number().int().min(0).max(500),
});
export type AgentPlanTermsInput = z.output<typeof agentPlanTerms>;

export const agentPlanListQuery = listQuery({ site_id: siteId.optional(), currency: text().max(8).optional() }, ['id']);
export const agentPlanCreate = z.strictObject({
  site_id: siteId,
  currency: text().regex(/^[A-Z]{2,4}$/, 'a currency code'),
  name: plainText().trim().min(1).max(60),
  is_default: z.boolean().default(false),
  terms: agentPlanTerms,
});
export const agentPlanUpdate = z.strictObject({
  version,
  name: plainText().trim().min(1).max(60),
  is_default: z.boolean(),
  /** Take effect from the next period; a period already begun or settled keeps the terms it had. */
  terms: agentPlanTerms,
});
const termsRecord = z.object({
  period: z.enum(AGENT_PERIODS),
  tiers: z.array(z.object({ active_members: z.number(), net_result: z.string(), rate_permille: z.number() })),
  bonus_share_permille: z.number(),
  fee_share_permille: z.number(),
  carry_negative: z.boolean(),
  sub_agent_permille: z.number(),
});
export const agentPlanRecord = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  currency: z.string(),
  name: z.string(),
  is_default: z.boolean(),
  /** The terms of the period now running. */
  terms: termsRecord,
  /** Terms saved for a later period, and from when. */
  next_terms: termsRecord.nullable(),
  next_from: z.string().nullable(),
  agents: z.number().int(),
  version: z.number().int(),
});
export type AgentPlanRecord = z.infer<typeof agentPlanRecord>;

/** Transfer rules per site and currency, id `<site_id>:<currency>` like the withdrawal rules. */
export const agentTransferRuleListQuery = listQuery({ site_id: siteId.optional() }, ['id']);
export const agentTransferRuleUpdate = z.strictObject({
  version: version.optional(),
  enabled: z.boolean(),
  min: amount,
  max: amount,
  /** Per agent per UTC day; "0" is no limit. */
  daily: amount,
});
export const agentTransferRuleRecord = z.object({
  id: z.string(),
  site_id: z.number().int(),
  currency: z.string(),
  enabled: z.boolean(),
  min: z.string(),
  max: z.string(),
  daily: z.string(),
  version: z.number().int(),
});
export type AgentTransferRuleRecord = z.infer<typeof agentTransferRuleRecord>;

export const agentStatementListQuery = listQuery(
  { site_id: siteId.optional(), agent_id: memberId.optional(), status: z.enum(STATEMENT_STATUSES).optional() },
  ['id'],
);
export const agentStatementRecord = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  agent_id: z.number().int(),
  agent_account: z.string(),
  currency: z.string(),
  plan_name: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  net_result: z.string(),
  commission: z.string(),
  status: z.enum(STATEMENT_STATUSES),
  /** Why finance rejected it ('' otherwise). */
  reason: z.string(),
  lines: z.array(z.object({ key: z.string(), amount: z.string(), detail: z.number().optional() })),
  decided_by: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type AgentStatementRecord = z.infer<typeof agentStatementRecord>;
export const agentStatementReject = z.strictObject({ reason: plainText().trim().min(1).max(500) });

export const agentTransferListQuery = listQuery(
  { site_id: siteId.optional(), agent_id: memberId.optional(), member_id: memberId.optional() },
  ['id'],
);
export const agentTransferRecord = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  agent_id: z.number().int(),
  agent_account: z.string(),
  member_id: z.number().int(),
  member_account: z.string(),
  currency: z.string(),
  amount: z.string(),
  created_at: z.string(),
});
export type AgentTransferRecord = z.infer<typeof agentTransferRecord>;

/** The agents of the operator's sites: their plan, level and status. */
export const agentListQuery = listQuery(
  { site_id: siteId.optional(), member_account: text().max(64).optional(), agent_active: z.boolean().optional() },
  ['id'],
);
export const agentRecord = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  member_account: z.string(),
  currency: z.string(),
  agent_level: z.number().int(),
  agent_active: z.boolean(),
  /** null: the site's default plan for the currency. */
  plan_id: z.number().int().nullable(),
  plan_name: z.string().nullable(),
  parent_agent_id: z.number().int().nullable(),
  parent_agent_account: z.string().nullable(),
  /** Members registered under this agent (level 1). */
  downline: z.number().int(),
  created_at: z.string(),
});
export type AgentRecord = z.infer<typeof agentRecord>;
/** Moving an agent to another plan takes effect from the first period not yet settled. */
export const agentUpdate = z.strictObject({
  plan_id: z.number().int().positive().max(2_147_483_647).nullable(),
  agent_active: z.boolean(),
  reason: plainText().trim().min(1).max(500),
});
