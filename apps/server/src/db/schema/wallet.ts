import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A member's main wallet ('' provider) or one wallet per game provider; integer minor units, never negative. */
export const wallets = pgTable(
  'wallets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** '' for the main wallet, else the provider's gp_id. */
    provider: text('provider').notNull().default(''),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallets_member_provider_uq').on(t.siteId, t.memberId, t.provider),
    check('wallets_balance_not_negative', sql`${t.balance} >= 0`),
  ],
);

/** Append-only: every balance change, written in the same transaction as the balance. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    walletId: bigint('wallet_id', { mode: 'number' })
      .notNull()
      .references(() => wallets.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    /** transfer_in, transfer_out, red_envelope, roulette, adjustment, ... */
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_idempotency_uq').on(t.siteId, t.idempotencyKey),
    index('ledger_wallet_idx').on(t.walletId, t.id),
    // A member's whole history (the back office's ledger), newest first.
    index('ledger_member_idx').on(t.memberId, t.id),
    // The dashboard's daily sums per site (decision 0017).
    index('ledger_site_time_idx').on(t.siteId, t.createdAt),
    // Migration 0022_ledger_history, written by hand, adds the member's Transaction page's indexes
    // (member_id, ledger_group(kind), id) and (member_id, created_at), and the SQL function ledger_group.
  ],
);
