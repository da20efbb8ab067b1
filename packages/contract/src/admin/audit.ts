import { z } from 'zod';
import { text } from '../text.js';
import { listQuery } from './list-query.js';

const isoDate = text()
  .max(40)
  .pipe(z.iso.datetime({ offset: true }).or(z.iso.date()));

export const auditListQuery = listQuery(
  {
    site_id: z.number().int().positive().optional(),
    operator_id: z.number().int().positive().optional(),
    action: text().max(64).optional(),
    target_type: text().max(32).optional(),
    target_id: z.union([text().max(64), z.number().int()]).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  },
  ['id', 'at'],
);

export const auditRecord = z.object({
  id: z.number().int(),
  at: z.string(),
  operator_id: z.number().int().nullable(),
  operator_username: z.string(),
  role: z.string(),
  site_id: z.number().int().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
  ip: z.string(),
});
export type AuditRecord = z.infer<typeof auditRecord>;
