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
  },
  (t) => [index('red_envelopes_live_idx').on(t.siteId, t.currency, t.endAt)],
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
  (t) => [uniqueIndex('red_envelope_claims_uq').on(t.envelopeId, t.memberId)],
);

/** A roulette activity: its prizes (with weight and stock) and its time window. */
export const roulettes = pgTable('roulettes', {
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
});

export const roulettePrizes = pgTable('roulette_prizes', {
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
});

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
export const rouletteSpins = pgTable('roulette_spins', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  siteId: integer('site_id').notNull(),
  rouletteId: integer('roulette_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  prizeId: integer('prize_id').notNull(),
  audit: jsonb('audit').$type<{ roll: number; total: number; weights: [number, number][] }>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
