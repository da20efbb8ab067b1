import { z } from 'zod';
import { text } from '../text.js';
import { listQuery } from './list-query.js';

export const MEMBER_STATUSES = ['active', 'disabled', 'frozen'] as const;

const isoDate = text()
  .max(40)
  .pipe(z.iso.datetime({ offset: true }).or(z.iso.date()));

export const memberListQuery = listQuery(
  {
    /** Account (prefix), member id, phone, email, or registration / last-login address. */
    q: text().trim().min(1).max(100).optional(),
    /** Several members by id (the console's reference fields). */
    id: z.array(z.number().int().positive()).max(100).optional(),
    site_id: z.number().int().positive().optional(),
    currency: text()
      .regex(/^[A-Z]{3,4}$/)
      .optional(),
    status: z.enum(MEMBER_STATUSES).optional(),
    agent_id: z.number().int().positive().optional(),
    registered_from: isoDate.optional(),
    registered_to: isoDate.optional(),
    last_login_from: isoDate.optional(),
    last_login_to: isoDate.optional(),
  },
  ['id', 'account', 'registered_at', 'last_login_at'],
);

export const memberRecord = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  account: z.string(),
  name: z.string().nullable(),
  currency: z.string(),
  status: z.enum(MEMBER_STATUSES),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  member_type: z.number().int(),
  agent_id: z.number().int().nullable(),
  registered_at: z.string(),
  registered_ip: z.string().nullable(),
  last_login_at: z.string().nullable(),
  last_login_ip: z.string().nullable(),
  /** The main wallet, a decimal string in the member's currency. */
  balance: z.string(),
  must_change_password: z.boolean(),
});
export type MemberRecord = z.infer<typeof memberRecord>;

export const memberStatusRequest = z.strictObject({
  status: z.enum(MEMBER_STATUSES),
  reason: text().trim().min(3).max(500),
});

export const memberActionRequest = z.strictObject({ reason: text().trim().min(3).max(500) });
