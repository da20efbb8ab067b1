import { bigserial, bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites.js';

/**
 * Member sessions. Only a SHA-256 of the opaque token is stored, so a database leak yields no usable
 * token. Members themselves arrive with the identity module; until then the table is empty.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.siteId),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    memberCurrency: text('member_currency').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The token before the last renewal, still accepted briefly so requests in flight don't fail. */
    prevTokenHash: text('prev_token_hash'),
    prevValidUntil: timestamp('prev_valid_until', { withTimezone: true }),
    device: jsonb('device').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_member_idx').on(t.siteId, t.memberId), index('sessions_prev_token_idx').on(t.prevTokenHash)],
);
