import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AgentPlanTerms, AgentStatementLine, StatementStatus } from '@playdeck/contract';

/**
 * Agents (decision 0022). An agent is a member with is_agent; their downline is the members whose
 * parent_agent_id is theirs (and, for reports, the sub-agents' downlines below them).
 */

/** A member's application to become an agent; one may wait at a time. */
export const agentApplications = pgTable(
  'agent_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_applications_pending_uq')
      .on(t.memberId)
      .where(sql`status = 'pending'`),
    index('agent_applications_site_idx').on(t.siteId, t.status, t.id),
  ],
);

/** A commission plan of one site and currency; its terms are versioned in agent_plan_terms. */
export const agentPlans = pgTable(
  'agent_plans',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_plans_default_uq')
      .on(t.siteId, t.currency)
      .where(sql`is_default`),
  ],
);

/**
 * A plan's terms from `effective_from` on. A save writes terms effective from the next period, so a
 * period already begun (or settled) is always computed by the terms it began with.
 */
export const agentPlanTerms = pgTable(
  'agent_plan_terms',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => agentPlans.id),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    terms: jsonb('terms').$type<AgentPlanTerms>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.effectiveFrom] })],
);

/** An agent's registration link; visits are counted, registrations are the members who came by it. */
export const agentLinks = pgTable(
  'agent_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    visits: integer('visits').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agent_links_code_uq').on(t.siteId, t.code), index('agent_links_agent_idx').on(t.agentId)],
);

/** What agents may transfer to their downline, per site and currency. */
export const agentTransferRules = pgTable(
  'agent_transfer_rules',
  {
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    dailyAmount: bigint('daily_amount', { mode: 'bigint' }).notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.currency] })],
);

/** Money an agent moved to a downline member; the agent's request id makes a double submit move it once. */
export const agentTransfers = pgTable(
  'agent_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_transfers_request_uq').on(t.agentId, t.requestId),
    index('agent_transfers_agent_idx').on(t.agentId, t.createdAt),
  ],
);

/** One agent's commission for one period, computed once by the settlement job and approved by finance. */
export const agentStatements = pgTable(
  'agent_statements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    planId: integer('plan_id').notNull(),
    planName: text('plan_name').notNull(),
    terms: jsonb('terms').$type<AgentPlanTerms>().notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    netResult: bigint('net_result', { mode: 'bigint' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    ratePermille: integer('rate_permille').notNull(),
    carriedIn: bigint('carried_in', { mode: 'bigint' }).notNull(),
    carriedOut: bigint('carried_out', { mode: 'bigint' }).notNull(),
    /** Before the sub-agents' share: what an upline's share of this agent is computed from. */
    ownCommission: bigint('own_commission', { mode: 'bigint' }).notNull(),
    commission: bigint('commission', { mode: 'bigint' }).notNull(),
    lines: jsonb('lines').$type<AgentStatementLine[]>().notNull(),
    status: text('status').$type<StatementStatus>().notNull(),
    reason: text('reason').notNull().default(''),
    decidedBy: text('decided_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_statements_period_uq').on(t.agentId, t.periodStart),
    index('agent_statements_site_idx').on(t.siteId, t.status, t.id),
  ],
);
