import { z } from 'zod';
import { EMAIL_PATTERN } from '../field-rules.js';
import { plainText, text } from '../text.js';
import { listQuery } from './list-query.js';

// The registration blacklist (`/api/admin/register-blacklist`): names, phone numbers and e-mail addresses
// (or whole @domains) a site refuses at registration (codes 214, 215, 216) and in profile edits.

export const BLACKLIST_KINDS = ['name', 'phone', 'email'] as const;
export type BlacklistKind = (typeof BLACKLIST_KINDS)[number];

/** The most characters an entry may have as typed (an e-mail address may have 254). */
export const BLACKLIST_VALUE_MAX = 254;
/** The longest member name registration takes. */
const NAME_MAX = 50;
/** What people write between a phone number's digits; the member's phone itself is digits only. */
const PHONE_SEPARATORS = /[\s().-]/g;

/**
 * An entry as registration compares it, or the rule it breaks. Registration trims the member's value and
 * compares it in lower case (the registration repo's `isBlacklisted`; a phone is digits only by then, and
 * an e-mail also matches an `@domain` entry), so an entry kept in that form always blocks and a second
 * spelling of it is the same entry.
 */
export function blacklistValue(kind: BlacklistKind, raw: string): { value: string } | { error: string } {
  const value = raw.trim().toLowerCase();
  if (kind === 'phone') {
    const digits = value.replace(PHONE_SEPARATORS, '');
    return /^\d{6,15}$/.test(digits) ? { value: digits } : { error: '6 to 15 digits (spaces and dashes are left out)' };
  }
  if (kind === 'email') {
    const address = value.startsWith('@') ? `x${value}` : value;
    return EMAIL_PATTERN.test(address) && value.length <= BLACKLIST_VALUE_MAX
      ? { value }
      : { error: 'an e-mail address, or @ and a domain (@example.com) for every address there' };
  }
  if (!value) return { error: 'a name' };
  return value.length <= NAME_MAX ? { value } : { error: `at most ${NAME_MAX} characters` };
}

export const blacklistCreate = z
  .strictObject({
    site_id: z.number().int().positive(),
    kind: z.enum(BLACKLIST_KINDS),
    value: plainText().max(BLACKLIST_VALUE_MAX),
  })
  .superRefine((body, ctx) => {
    const checked = blacklistValue(body.kind, body.value);
    if ('error' in checked) ctx.addIssue({ code: 'custom', path: ['value'], message: checked.error });
  });
export type BlacklistCreate = z.infer<typeof blacklistCreate>;

export const BLACKLIST_SORTS = ['id', 'site_id', 'kind', 'value'] as const;

export const blacklistListQuery = listQuery(
  {
    site_id: z.number().int().positive().optional(),
    kind: z.enum(BLACKLIST_KINDS).optional(),
    /** In the value, in part, in any case. */
    q: text().trim().min(1).max(100).optional(),
    /** react-admin's getMany. */
    id: z.array(z.number().int().positive()).max(500).optional(),
  },
  BLACKLIST_SORTS,
);

export const blacklistRecord = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  kind: z.string(),
  value: z.string(),
});
export type BlacklistRecord = z.infer<typeof blacklistRecord>;
