import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A red-envelope drop: live between start and end, for one currency, until its budget runs out. */
export const redEnvelopes = pgTable(
  'red_envelopes',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    title: text('title').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    budget: bigint('budget', { mode: 'bigint' }).notNull(),
    remaining: bigint('remaining', { mode: 'bigint' }).notNull(),
    /** Each claim draws uniformly between these (minor units), never past the remaining budget. */
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    /** Eligibility: members registered at least this many days ago. */
    minMemberDays: integer('min_member_days').notNull().default(0),
    /** Locale id → title; `title` holds the site default's (the fallback the member API sends). */
    titles: jsonb('titles').$type<Record<string, string>>().notNull().default({}),
    /** Envelopes in the drop, and how many were claimed (one per member): checked and changed in one statement. */
    count: integer('count').notNull().default(1),
    claimed: integer('claimed').notNull().default(0),
    /** Set when an operator ends the drop early: no claim is taken after it. */
    endedEarlyAt: timestamp('ended_early_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    createdBy: integer('created_by'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('red_envelopes_live_idx').on(t.siteId, t.currency, t.endAt),
    uniqueIndex('red_envelopes_request_uq').on(t.createdBy, t.requestId),
  ],
);

export const redEnvelopeClaims = pgTable(
  'red_envelope_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    envelopeId: integer('envelope_id')
      .notNull()
      .references(() => redEnvelopes.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('red_envelope_claims_uq').on(t.envelopeId, t.memberId),
    index('red_envelope_claims_member_idx').on(t.memberId),
  ],
);

/** A roulette activity: its prizes (with weight and stock) and its time window. */
export const roulettes = pgTable(
  'roulettes',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    title: text('title').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** Minor units of deposit that earn one draw (0: deposits earn none). */
    depositPerDraw: bigint('deposit_per_draw', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    titles: jsonb('titles').$type<Record<string, string>>().notNull().default({}),
    /**
     * Who was granted draws: 'accounts' (rows in roulette_draws, written with the wheel) or 'currency'
     * (every member of the currency gets `grantDraws`, their row written by their first spin).
     */
    grantKind: text('grant_kind').$type<'accounts' | 'currency'>().notNull().default('accounts'),
    grantAccounts: jsonb('grant_accounts').$type<string[]>().notNull().default([]),
    grantDraws: integer('grant_draws').notNull().default(0),
    endedEarlyAt: timestamp('ended_early_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    createdBy: integer('created_by'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('roulettes_request_uq').on(t.createdBy, t.requestId),
    index('roulettes_live_idx').on(t.siteId, t.currency, t.endAt),
  ],
);

export const roulettePrizes = pgTable(
  'roulette_prizes',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    rouletteId: integer('roulette_id')
      .notNull()
      .references(() => roulettes.id),
    label: text('label').notNull(),
    /** Cash prize in minor units, or 0 for an item prize named by `item`. */
    cash: bigint('cash', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    item: text('item'),
    weight: integer('weight').notNull(),
    /** Null: unlimited. */
    stock: integer('stock'),
    sort: integer('sort').notNull().default(0),
    /** Locale id → label; `label` holds the site default's. */
    labels: jsonb('labels').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [index('roulette_prizes_wheel_idx').on(t.rouletteId)],
);

/** Draws a member may spend; granted by the operator or by qualifying deposits. */
export const rouletteDraws = pgTable(
  'roulette_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    rouletteId: integer('roulette_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    remaining: integer('remaining').notNull().default(0),
  },
  (t) => [uniqueIndex('roulette_draws_uq').on(t.rouletteId, t.memberId)],
);

/** Every spin's outcome with what is needed to audit it (the random value and the weights it met). */
export const rouletteSpins = pgTable(
  'roulette_spins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    rouletteId: integer('roulette_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    prizeId: integer('prize_id').notNull(),
    audit: jsonb('audit').$type<{ roll: number; total: number; weights: [number, number][] }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('roulette_spins_wheel_idx').on(t.rouletteId, t.id)],
);
