import { z } from 'zod';
import { text } from './text.js';
import { siteIdField } from './site-calls.js';

export const LETTER_PAGE_SIZE = 50;

/** The letter list body: page 1, count 50, sorted by id descending. */
export const letterListRequest = z.strictObject({
  active: z.union([z.number().int(), text().max(16)]).optional(),
  count: z.number().int().min(1).max(100).default(LETTER_PAGE_SIZE),
  language: text().max(8).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  site_id: siteIdField,
  sort_field: z.literal('id').default('id'),
  sort_order: z.enum(['desc', 'asc']).default('desc'),
});
export const letterReadRequest = z.strictObject({ id: z.number().int().positive() });
/** The list body plus which letters; without ids every read letter goes (decision 0008). */
export const letterDestroyRequest = letterListRequest.extend({
  id: z.number().int().positive().optional(),
  ids: z.array(z.number().int().positive()).max(100).optional(),
});

export interface Letter {
  id: number;
  title: string;
  content: string;
  is_read: 0 | 1;
  created_at: string;
}

export interface LetterListReply {
  list: Letter[];
  total_count: number;
  unread_count: number;
}
