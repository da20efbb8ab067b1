import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export type OrderStatus = 'created' | 'processing' | 'paid' | 'cancelled' | 'failed' | 'expired';
export type PayoutStatus = 'processing' | 'paid' | 'failed';
export type CallbackKind = 'deposit' | 'payout';
/** pending: still to deliver; delivered: answered `success`; failed: given up; dropped: lost on purpose (faults). */
export type DeliveryState = 'pending' | 'delivered' | 'failed' | 'dropped';

/**
 * Deposit orders, one per merchant order number: the number is the merchant's idempotency key, so a
 * unique index (not a read-then-insert) keeps a retried create from making a second order.
 */
export const gwOrders = pgTable(
  'gw_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    merchantOrderNo: text('merchant_order_no').notNull(),
    siteId: integer('site_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    paidAmount: bigint('paid_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    currency: text('currency').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('created'),
    notifyUrl: text('notify_url').notNull(),
    returnUrl: text('return_url').notNull(),
    gatewayTxId: text('gateway_tx_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The pay link stops working here and the order becomes `expired`. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When it left `created`/`processing` for good (paid, cancelled, failed or expired). */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gw_orders_merchant_no_uq').on(t.merchantOrderNo),
    uniqueIndex('gw_orders_gateway_id_uq').on(t.gatewayOrderId),
    uniqueIndex('gw_orders_tx_uq').on(t.gatewayTxId),
    index('gw_orders_open_idx').on(t.status, t.expiresAt),
    check('gw_orders_amount_ok', sql`${t.amount} > 0 and ${t.paidAmount} >= 0`),
    check(
      'gw_orders_status_ok',
      sql`${t.status} in ('created', 'processing', 'paid', 'cancelled', 'failed', 'expired')`,
    ),
  ],
);

/** Payouts (withdrawals sent to a bank account); they settle later, by the worker, to paid or failed. */
export const gwPayouts = pgTable(
  'gw_payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gatewayPayoutId: text('gateway_payout_id').notNull(),
    merchantPayoutNo: text('merchant_payout_no').notNull(),
    siteId: integer('site_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    bankCode: text('bank_code'),
    accountNo: text('account_no').notNull(),
    holderName: text('holder_name').notNull(),
    notifyUrl: text('notify_url').notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('processing'),
    failureReason: text('failure_reason'),
    gatewayTxId: text('gateway_tx_id'),
    /** The bank answers at this time (faults.payoutDelayMs after the request). */
    settleAt: timestamp('settle_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gw_payouts_merchant_no_uq').on(t.merchantPayoutNo),
    uniqueIndex('gw_payouts_gateway_id_uq').on(t.gatewayPayoutId),
    uniqueIndex('gw_payouts_tx_uq').on(t.gatewayTxId),
    index('gw_payouts_due_idx').on(t.status, t.settleAt),
    check('gw_payouts_amount_ok', sql`${t.amount} > 0`),
    check('gw_payouts_status_ok', sql`${t.status} in ('processing', 'paid', 'failed')`),
  ],
);

/**
 * Every callback the gateway means to send, one row per delivery (a duplicate is a second row with the
 * same body). The body is stored as the exact bytes that are signed and sent, so retries resend it as is.
 */
export const gwCallbackDeliveries = pgTable(
  'gw_callback_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    kind: text('kind').$type<CallbackKind>().notNull(),
    /** The merchant's order or payout number. */
    reference: text('reference').notNull(),
    /** The status the body reports (a stale one when the faults send it out of order). */
    eventStatus: text('event_status').notNull(),
    notifyUrl: text('notify_url').notNull(),
    body: text('body').notNull(),
    state: text('state').$type<DeliveryState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gw_callbacks_due_idx').on(t.state, t.nextAttemptAt),
    index('gw_callbacks_reference_idx').on(t.kind, t.reference),
    check('gw_callbacks_state_ok', sql`${t.state} in ('pending', 'delivered', 'failed', 'dropped')`),
  ],
);
