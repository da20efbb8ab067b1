import { z } from 'zod';
import { LOCALES } from '../locales.js';
import { text } from '../text.js';
import { formRequestId, isoDateTime } from './fields.js';
import { listQuery } from './list-query.js';

export const LETTER_CAMPAIGN_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type LetterCampaignStatus = (typeof LETTER_CAMPAIGN_STATUSES)[number];
export const LETTER_AUDIENCE_KINDS = ['member', 'accounts', 'grade', 'currency'] as const;
/** The most accounts one campaign may name. */
export const MAX_LETTER_ACCOUNTS = 1_000;

/** Who a campaign writes to: one member, named accounts, a grade, or everyone of a currency on the site. */
export const letterAudience = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('member'), member_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  z.strictObject({
    kind: z.literal('accounts'),
    accounts: z.array(text().trim().min(1).max(32)).min(1).max(MAX_LETTER_ACCOUNTS),
  }),
  z.strictObject({ kind: z.literal('grade'), grade: text().trim().min(1).max(50) }),
  z.strictObject({ kind: z.literal('currency'), currency: text().regex(/^[A-Z0-9]{2,8}$/, 'a currency code') }),
]);
export type LetterAudienceBody = z.infer<typeof letterAudience>;

/** One language version; the content is operator HTML, sanitised when it is stored. */
const letterVersion = z.strictObject({
  title: text().trim().min(1).max(200),
  content: text().max(20_000),
});

export const letterCampaignCreate = z.strictObject({
  site_id: z.number().int().positive(),
  /** Locale id → its version; at least one, each a locale of the site. */
  versions: z
    .partialRecord(z.enum(LOCALES), letterVersion)
    .refine((v) => Object.keys(v).length > 0, 'at least one language version'),
  audience: letterAudience,
  /** When to send (ISO date-time with a zone); absent means now. */
  send_at: isoDateTime.optional(),
  /** Made by the console once per form: a double submit finds the first campaign, not a second one. */
  request_id: formRequestId,
});
export type LetterCampaignCreate = z.infer<typeof letterCampaignCreate>;

export const letterCampaignListQuery = listQuery(
  {
    site_id: z.number().int().positive().optional(),
    status: z.enum(LETTER_CAMPAIGN_STATUSES).optional(),
  },
  ['id'],
);

export const letterCampaignRecord = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  audience: letterAudience,
  /** Locale id → title, one per language version. */
  titles: z.record(z.string(), z.string()),
  status: z.enum(LETTER_CAMPAIGN_STATUSES),
  send_at: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** Letters delivered by this campaign, and how many of them the members have read. */
  delivered: z.number().int(),
  read: z.number().int(),
});
export type LetterCampaignRecord = z.infer<typeof letterCampaignRecord>;
