import { z } from 'zod';
import { text } from '../text.js';
import { listQuery } from './list-query.js';
import { OPERATOR_ROLES } from './roles.js';

export const OPERATOR_STATUSES = ['active', 'disabled'] as const;

export const operatorListQuery = listQuery(
  {
    role: z.enum(OPERATOR_ROLES).optional(),
    status: z.enum(OPERATOR_STATUSES).optional(),
    id: z.array(z.number().int().positive()).max(100).optional(),
  },
  ['id', 'username'],
);

export const operatorRecord = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  site_ids: z.array(z.number().int()),
  status: z.enum(OPERATOR_STATUSES),
  totp_enabled: z.boolean(),
  last_sign_in_at: z.string().nullable(),
});
export type OperatorRecord = z.infer<typeof operatorRecord>;

const siteIds = z.array(z.number().int().positive()).min(1).max(100);

export const operatorCreate = z.strictObject({
  username: text().regex(/^[a-z][a-z0-9._-]{2,31}$/i, '3–32 letters, digits, dots, dashes or underscores'),
  password: text().min(12).max(128),
  display_name: text().trim().min(1).max(80),
  role: z.enum(OPERATOR_ROLES),
  site_ids: siteIds,
});

export const operatorUpdate = z.strictObject({
  display_name: text().trim().min(1).max(80).optional(),
  role: z.enum(OPERATOR_ROLES).optional(),
  site_ids: siteIds.optional(),
  status: z.enum(OPERATOR_STATUSES).optional(),
});

/** A one-time enrolment code for an operator user without two-factor sign-in: shown once, to hand over. */
export const enrolmentCodeReply = z.object({ enrolment_code: z.string(), expires_at: z.string() });
export type EnrolmentCodeReply = z.infer<typeof enrolmentCodeReply>;
