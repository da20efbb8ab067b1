import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** One row per member who has any protection setting; its row lock serialises their limit checks. */
export const protectionMembers = pgTable(
  'protection_members',
  {
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    realityCheckMinutes: integer('reality_check_minutes').notNull().default(0),
    /** When the member declined the deposit-limit offer (it is not made again). */
    promptSkippedAt: timestamp('prompt_skipped_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.memberId] })],
);

/** A limit in force: the member's own, or one an operator imposed. Money in minor units, time in minutes. */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    setter: text('setter').$type<'member' | 'operator'>().notNull(),
    measure: text('measure').notNull(),
    period: text('period').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.memberId, t.setter, t.measure, t.period] }),
    check('protection_limits_amount', sql`${t.amount} >= 0`),
  ],
);

/** A member's raise or removal of their own limit, waiting out the cooling-off (append-only states). */
export const protectionLimitRaises = pgTable(
  'protection_limit_raises',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    measure: text('measure').notNull(),
    period: text('period').notNull(),
    /** null: the limit is removed. */
    amount: bigint('amount', { mode: 'bigint' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    state: text('state').$type<'pending' | 'applied' | 'cancelled' | 'superseded' | 'lapsed'>().notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('protection_raises_pending_uq')
      .on(t.siteId, t.memberId, t.measure, t.period)
      .where(sql`${t.state} = 'pending'`),
  ],
);

/** Time-outs and self-exclusions; never shortened or lifted, so never updated. */
export const protectionBlocks = pgTable(
  'protection_blocks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<'time_out' | 'self_exclusion'>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** null: permanent. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** 'member', or 'operator:<id>' for a time-out an operator imposed. */
    setBy: text('set_by').notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [index('protection_blocks_member_idx').on(t.siteId, t.memberId, t.endsAt)],
);

/**
 * A self-excluded person's phone, e-mail and identity number as keyed hashes (HMAC with the server's
 * secret), per operator: the exclusion covers the operator's every site and refuses re-registration,
 * after the account is closed too, without keeping the details themselves.
 */
export const protectionMarks = pgTable(
  'protection_marks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operator: text('operator').notNull(),
    hash: text('hash').notNull(),
    /** null: permanent. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('protection_marks_lookup_idx').on(t.operator, t.hash)],
);

/**
 * Player protection's settings per site and currency (decision 0051): the deposit-limit offer, the thresholds
 * of the markers of harm (0 = off), and the site-wide limits (in `protection_site_limits`).
 */
export const protectionSettings = pgTable(
  'protection_settings',
  {
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    depositLimitPrompt: boolean('deposit_limit_prompt').notNull().default(true),
    depositsPerDay: integer('deposits_per_day').notNull().default(5),
    withdrawalsCancelled: integer('withdrawals_cancelled').notNull().default(2),
    nightPlayNights: integer('night_play_nights').notNull().default(3),
    netDeposits30d: bigint('net_deposits_30d', { mode: 'bigint' }).notNull().default(0n),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.currency] })],
);

/** A limit every member of the site in this currency has (an operator-wide limit). */
export const protectionSiteLimits = pgTable(
  'protection_site_limits',
  {
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    measure: text('measure').notNull(),
    period: text('period').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.currency, t.measure, t.period] }),
    check('protection_site_limits_amount', sql`${t.amount} >= 0`),
  ],
);

/** A reality check's answer, with the session it was about. */
export const protectionRealityAnswers = pgTable(
  'protection_reality_answers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    answer: text('answer').$type<'continue' | 'leave'>().notNull(),
    playedSeconds: integer('played_seconds').notNull(),
    /** Wins minus stakes in the session, minor units. */
    net: bigint('net', { mode: 'bigint' }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('protection_reality_answers_member_idx').on(t.siteId, t.memberId, t.answeredAt)],
);

/** A marker of harm raised for review; at most one open per member and kind (the job re-raises after review). */
export const protectionFlags = pgTable(
  'protection_flags',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    detail: text('detail').notNull(),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by'),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('protection_flags_open_uq')
      .on(t.siteId, t.memberId, t.kind)
      .where(sql`${t.reviewedAt} is null`),
    index('protection_flags_site_idx').on(t.siteId, t.raisedAt),
  ],
);

/**
 * Play time (decision 0052): stretches of play as the game page's beats report them; a beat within the gap
 * of the last extends its stretch, a later one starts a new stretch. The session limit sums them.
 */
export const protectionPlay = pgTable(
  'protection_play',
  {
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.memberId, t.startedAt] }),
    index('protection_play_seen_idx').on(t.siteId, t.memberId, t.lastSeenAt),
  ],
);
