import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LetterAudienceBody, LetterCampaignStatus } from '@playdeck/contract/admin';
import { operatorUsers } from './backoffice.js';

/** A letter an operator writes to an audience, sent once (now or at `send_at`) by a job. */
export const letterCampaigns = pgTable(
  'letter_campaigns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    audience: jsonb('audience').$type<LetterAudienceBody>().notNull(),
    /** Locale id → { title, content }; content is sanitised HTML. */
    versions: jsonb('versions').$type<Record<string, { title: string; content: string }>>().notNull(),
    status: text('status').$type<LetterCampaignStatus>().notNull().default('scheduled'),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    /** The console's id for one form submit: a double submit finds the first campaign. */
    requestId: text('request_id').notNull(),
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => operatorUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('letter_campaigns_request_uq').on(t.createdBy, t.requestId),
    index('letter_campaigns_site_status_idx').on(t.siteId, t.status, t.id),
    index('letter_campaigns_due_idx')
      .on(t.sendAt)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);
