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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ReferralRuleKind } from '@playdeck/contract';

/** Recommend-a-friend rules per site and currency; amounts in minor units as decimal strings. */
export const referralSettings = pgTable(
  'referral_settings',
  {
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    rules: jsonb('rules').$type<{ kind: ReferralRuleKind; threshold: string; award: string }[]>().notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.currency] })],
);

/** An award paid to a referrer for one friend and one rule kind: the unique key pays it once. */
export const referralAwards = pgTable(
  'referral_awards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    referrerId: bigint('referrer_id', { mode: 'number' }).notNull(),
    friendId: bigint('friend_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<ReferralRuleKind>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_awards_friend_kind_uq').on(t.siteId, t.friendId, t.kind),
    index('referral_awards_referrer_idx').on(t.siteId, t.referrerId, t.id),
  ],
);

/** Cash back on net losses per site and currency. */
export const cashbackSettings = pgTable(
  'cashback_settings',
  {
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    ratePermille: integer('rate_permille').notNull().default(0),
    cap: bigint('cap', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    minimum: bigint('minimum', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    period: text('period').$type<'day' | 'week'>().notNull().default('day'),
    mode: text('mode').$type<'claim' | 'auto'>().notNull().default('claim'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.currency] })],
);

/** One member's cash back for one period: granted once (unique), then claimed, paid or expired. */
export const cashbackGrants = pgTable(
  'cashback_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    netLoss: bigint('net_loss', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').$type<'claimable' | 'paid' | 'expired'>().notNull(),
    claimUntil: timestamp('claim_until', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cashback_grants_period_uq').on(t.siteId, t.memberId, t.currency, t.periodStart),
    index('cashback_grants_member_idx').on(t.siteId, t.memberId, t.id),
    index('cashback_grants_claimable_idx').on(t.status, t.claimUntil),
  ],
);
