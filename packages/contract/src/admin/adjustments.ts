import { z } from 'zod';
import { text } from '../text.js';
import { listQuery } from './list-query.js';

export const ADJUSTMENT_REASONS = ['bonus', 'correction', 'compensation', 'chargeback', 'promotion', 'other'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];
export const ADJUSTMENT_STATUSES = ['pending', 'posted', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** A positive decimal amount in the member's currency ("12.50"); its decimals are checked per currency. */
const amount = text().regex(/^\d{1,12}(\.\d{1,4})?$/, 'a positive decimal such as 12.50');

export const adjustmentCreate = z.strictObject({
  member_id: z.number().int().positive(),
  direction: z.enum(['credit', 'debit']),
  amount,
  reason_code: z.enum(ADJUSTMENT_REASONS),
  note: text().trim().min(3).max(500),
  /** Made by the console once per form: a double submit finds the first adjustment, not a second one. */
  request_id: text().regex(/^[\w-]{8,64}$/),
});

export const adjustmentDecision = z.strictObject({ note: text().trim().max(500).optional() });

export const adjustmentListQuery = listQuery(
  {
    site_id: z.number().int().positive().optional(),
    member_id: z.number().int().positive().optional(),
    status: z.enum(ADJUSTMENT_STATUSES).optional(),
  },
  ['id'],
);

export const adjustmentRecord = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  member_id: z.number().int(),
  member_account: z.string(),
  currency: z.string(),
  direction: z.enum(['credit', 'debit']),
  /** Decimal string, positive; `direction` says which way. */
  amount: z.string(),
  reason_code: z.enum(ADJUSTMENT_REASONS),
  note: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requested_by: z.string(),
  decided_by: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** The member's main balance after it was posted. */
  balance_after: z.string().nullable(),
});
export type AdjustmentRecord = z.infer<typeof adjustmentRecord>;
