import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The provider's own players, one per operator site and member; balance in integer minor units. */
export const sbxPlayers = pgTable(
  'sbx_players',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    playerId: text('player_id').notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sbx_players_uq').on(t.siteId, t.playerId), check('sbx_balance_ok', sql`${t.balance} >= 0`)],
);

/** Every transfer the operator asked for, by the operator's own transfer id: the idempotency record. */
export const sbxTransfers = pgTable('sbx_transfers', {
  transferId: text('transfer_id').primaryKey(),
  siteId: integer('site_id').notNull(),
  playerId: text('player_id').notNull(),
  /** in: operator → provider; out: provider → operator */
  direction: text('direction').$type<'in' | 'out'>().notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  status: text('status').$type<'applied' | 'rejected'>().notNull(),
  reason: text('reason'),
  balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bets and wins of the provider's games, each moving the player's provider balance. */
export const sbxRounds = pgTable(
  'sbx_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    playerId: text('player_id').notNull(),
    gameCode: text('game_code').notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    /** JSON: the slot's stops and grid, or the crash round's chain, index, hash and target. */
    detail: text('detail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sbx_rounds_player_idx').on(t.siteId, t.playerId, t.id)],
);

/**
 * Crash hash chains (games/crash.ts). One sequence of rounds per provider instance, shared by every
 * operator site, as a real crash table is shared by its players: so no site_id. The active chain is the
 * highest id; ids are taken as max + 1, so two nodes starting the next chain at once collide and one wins.
 * `seed` is the secret h_N; `next_index` is the next round to play (1..length, length + 1 when used up).
 */
export const sbxCrashChains = pgTable(
  'sbx_crash_chains',
  {
    id: integer('id').primaryKey(),
    seed: text('seed').notNull(),
    salt: text('salt').notNull(),
    length: integer('length').notNull(),
    terminatingHash: text('terminating_hash').notNull(),
    nextIndex: integer('next_index').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sbx_crash_next_ok', sql`${t.nextIndex} between 1 and ${t.length} + 1`)],
);
