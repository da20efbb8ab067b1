import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
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

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Where members pay in, per site and currency: an online gateway or the operator's bank account. */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind').$type<'online' | 'bank'>().notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    /** What all members together may deposit through it per day; 0 is no limit. */
    dailyLimit: bigint('daily_limit', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    feeRatePermille: integer('fee_rate_permille').notNull().default(0),
    /** Minor units as decimal strings (JSON has no bigint). */
    quickAmounts: jsonb('quick_amounts').$type<string[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    bankName: text('bank_name').notNull().default(''),
    accountName: text('account_name').notNull().default(''),
    accountNo: text('account_no').notNull().default(''),
    branch: text('branch').notNull().default(''),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_channels_site_idx').on(t.siteId, t.currency)],
);

/** What a withdrawal must respect, per site and currency (absent: the defaults in the service). */
export const withdrawalRules = pgTable(
  'withdrawal_rules',
  {
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    dailyCount: integer('daily_count').notNull(),
    dailyAmount: bigint('daily_amount', { mode: 'bigint' }).notNull(),
    turnoverMultiplier: integer('turnover_multiplier').notNull(),
    version: integer('version').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.currency] })],
);

/** A member's bank account or e-wallet that withdrawals are paid to. */
export const memberPayoutAccounts = pgTable(
  'member_payout_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<'bank' | 'ewallet'>().notNull(),
    bankCode: text('bank_code').notNull(),
    accountNo: text('account_no').notNull(),
    holderName: text('holder_name').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_payout_accounts_member_idx').on(t.memberId),
    uniqueIndex('member_payout_accounts_uq')
      .on(t.siteId, t.memberId, t.bankCode, t.accountNo)
      .where(sql`deleted_at is null`),
  ],
);

export interface PayoutAccountSnapshot {
  kind: 'bank' | 'ewallet';
  bankCode: string;
  bankName: string;
  accountNo: string;
  holderName: string;
}

/**
 * Deposits and withdrawals, one table for both directions. `status` moves only by conditional updates
 * (from the state it was read in), each with a row in payment_order_events in the same transaction.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNumber: text('order_number').notNull(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<'deposit' | 'withdrawal'>().notNull(),
    channelId: integer('channel_id'),
    channelKind: text('channel_kind').$type<'online' | 'bank'>().notNull(),
    channelName: text('channel_name').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').notNull().default('pending'),
    /** '' before any gateway call; `unknown` while a call's outcome is not known; else the gateway's word. */
    gatewayStatus: text('gateway_status').notNull().default(''),
    gateway: text('gateway').notNull().default(''),
    gatewayOrderId: text('gateway_order_id'),
    gatewayTxId: text('gateway_tx_id'),
    payUrl: text('pay_url'),
    /** The member's (or operator's) form id: a double submit finds this order. */
    requestId: text('request_id').notNull(),
    senderName: text('sender_name').notNull().default(''),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    payoutAccount: jsonb('payout_account').$type<PayoutAccountSnapshot>(),
    note: text('note').notNull().default(''),
    /** When the reconciler next asks the gateway (online deposits and withdrawals being paid). */
    checkAt: timestamp('check_at', { withTimezone: true }),
    checkAttempts: integer('check_attempts').notNull().default(0),
    decidedBy: integer('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_orders_number_uq').on(t.orderNumber),
    uniqueIndex('payment_orders_request_uq').on(t.siteId, t.memberId, t.kind, t.requestId),
    // The de-duplication of callbacks: one gateway transaction credits or pays one order.
    uniqueIndex('payment_orders_gateway_tx_uq')
      .on(t.gateway, t.gatewayTxId)
      .where(sql`gateway_tx_id is not null`),
    index('payment_orders_member_idx').on(t.memberId, t.id),
    // The agent reports' payment fees: a member's paid orders by the time they were paid.
    index('payment_orders_member_paid_idx')
      .on(t.memberId, t.updatedAt)
      .where(sql`status = 'paid'`),
    index('payment_orders_site_status_idx').on(t.siteId, t.status, t.id),
    // Player protection's deposit limit: a member's orders by the time they were placed (migration 0026).
    index('payment_orders_member_time_idx').on(t.memberId, t.createdAt),
    index('payment_orders_check_idx')
      .on(t.checkAt)
      .where(sql`check_at is not null`),
    check('payment_orders_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Append-only: every state an order entered, who moved it and why. */
export const paymentOrderEvents = pgTable(
  'payment_order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    /** member, gateway, reconciler, or operator:<id> */
    actor: text('actor').notNull(),
    operatorId: integer('operator_id'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_order_events_order_idx').on(t.orderId, t.id)],
);

/** A bank deposit's receipt picture, kept apart so order lists never read it. */
export const paymentReceipts = pgTable('payment_receipts', {
  orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
  siteId: integer('site_id').notNull(),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
});

/** Callbacks that changed nothing because something was wrong with them: finance looks at these. */
export const paymentCallbackProblems = pgTable(
  'payment_callback_problems',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id'),
    reference: text('reference').notNull().default(''),
    problem: text('problem').notNull(),
    detail: text('detail').notNull().default(''),
    body: text('body').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_callback_problems_site_idx').on(t.siteId, t.id)],
);

/** Nonces of accepted callbacks inside the timestamp window: the same signed delivery is acted on once. */
export const paymentCallbackNonces = pgTable('payment_callback_nonces', {
  nonce: text('nonce').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-side conversion events (the page's `/api/fb_tracking` calls), one per event id and site. */
export const conversionEvents = pgTable(
  'conversion_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    eventId: text('event_id').notNull(),
    eventName: text('event_name').notNull(),
    eventTime: timestamp('event_time', { withTimezone: true }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('conversion_events_uq').on(t.siteId, t.eventName, t.eventId)],
);
