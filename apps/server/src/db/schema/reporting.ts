import { sql } from 'drizzle-orm';
import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The dashboard's figures of each finished day (UTC) per site and currency, rolled up by a job: a past
 * day never changes (every row it counts carries the time it was written), so a year of dashboard reads
 * 365 rows instead of a year of ledger. Today is always counted live.
 */
export const dailyFigures = pgTable(
  'daily_figures',
  {
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    day: date('day').notNull(),
    registrations: integer('registrations').notNull(),
    firstDeposits: integer('first_deposits').notNull(),
    logins: integer('logins').notNull(),
    activeMembers: integer('active_members').notNull(),
    transfersIn: bigint('transfers_in', { mode: 'bigint' }).notNull(),
    transfersOut: bigint('transfers_out', { mode: 'bigint' }).notNull(),
    netGameResult: bigint('net_game_result', { mode: 'bigint' }).notNull(),
    letters: integer('letters').notNull(),
    activityPayouts: bigint('activity_payouts', { mode: 'bigint' }).notNull(),
    deposits: bigint('deposits', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    withdrawals: bigint('withdrawals', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.currency, t.day] })],
);
