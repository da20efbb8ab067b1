import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AdjustmentReason, AdjustmentStatus } from '@playdeck/contract/admin';
import { operatorUsers } from './backoffice.js';
import { members } from './members.js';

/**
 * An operator's manual correction of a member's main balance. Above the site's threshold it waits for a
 * second operator: the database itself refuses an approver who is the requester.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    currency: text('currency').notNull(),
    /** Minor units, signed: a debit is negative. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reasonCode: text('reason_code').$type<AdjustmentReason>().notNull(),
    note: text('note').notNull(),
    status: text('status').$type<AdjustmentStatus>().notNull(),
    /** The console's id for one form submit: a double submit finds the first adjustment. */
    requestId: text('request_id').notNull(),
    requestedBy: bigint('requested_by', { mode: 'number' })
      .notNull()
      .references(() => operatorUsers.id),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => operatorUsers.id),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('balance_adjustments_request_uq').on(t.requestedBy, t.requestId),
    index('balance_adjustments_member_idx').on(t.memberId, t.id),
    index('balance_adjustments_site_status_idx').on(t.siteId, t.status, t.id),
    check('balance_adjustments_four_eyes', sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`),
    check('balance_adjustments_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

/** Per site and currency: adjustments above this (minor units, absolute) need a second operator. */
export const adjustmentThresholds = pgTable(
  'adjustment_thresholds',
  {
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    threshold: bigint('threshold', { mode: 'bigint' }).notNull(),
  },
  (t) => [uniqueIndex('adjustment_thresholds_uq').on(t.siteId, t.currency)],
);
