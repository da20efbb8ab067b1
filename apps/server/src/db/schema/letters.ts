import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A letter from the operator to one member (a segment or all members get one row each). */
export const letters = pgTable(
  'letters',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    /** The locale it was written in; null for every language. */
    language: text('language'),
    isRead: boolean('is_read').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The back-office campaign that sent it; null for letters sent otherwise. */
    campaignId: bigint('campaign_id', { mode: 'number' }),
  },
  (t) => [
    index('letters_member_idx').on(t.siteId, t.memberId, t.id),
    index('letters_site_time_idx').on(t.siteId, t.createdAt),
    // One letter per member and campaign: a campaign can never deliver twice (null campaigns are exempt).
    uniqueIndex('letters_campaign_member_uq').on(t.campaignId, t.memberId),
  ],
);
