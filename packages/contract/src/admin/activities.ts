import { z } from 'zod';
import { text } from '../text.js';
import {
  ACTIVITY_STATUSES,
  activityCurrency,
  activityMinor,
  checkWindow,
  MAX_ENVELOPES,
  perLanguage,
} from './activity-fields.js';
import { formRequestId, isoDateTime, rowVersion } from './fields.js';
import { listQuery } from './list-query.js';

// Red-envelope drops and roulette wheels as the back office writes them (decision 0019). Money is in minor
// units (integers) on the wire; the console shows and takes major units with the currency's decimals.

type Ctx = z.RefinementCtx;

/** Every envelope pays the same, or a random amount between min and max. */
export const envelopeAmountRule = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('fixed'), amount: activityMinor }),
  z.strictObject({ kind: z.literal('random'), min: activityMinor, max: activityMinor }),
]);
export type EnvelopeAmountRule = z.infer<typeof envelopeAmountRule>;

export const ruleBounds = (rule: EnvelopeAmountRule) =>
  rule.kind === 'fixed' ? { min: rule.amount, max: rule.amount } : { min: rule.min, max: rule.max };

/** count × min ≤ budget ≤ count × max: every envelope can pay its least, and the budget can all be paid. */
function checkEnvelopeMoney(b: { budget: number; count: number; amount: EnvelopeAmountRule }, ctx: Ctx): void {
  const { min, max } = ruleBounds(b.amount);
  if (b.amount.kind === 'random' && max < min) {
    ctx.addIssue({ code: 'custom', path: ['amount', 'max'], message: 'must be at least the minimum' });
    return;
  }
  const budget = BigInt(b.budget);
  const count = BigInt(b.count);
  if (count * BigInt(min) > budget) {
    ctx.addIssue({ code: 'custom', path: ['budget'], message: 'must be at least count × the minimum amount' });
  } else if (budget > count * BigInt(max)) {
    ctx.addIssue({ code: 'custom', path: ['budget'], message: 'must be at most count × the maximum amount' });
  }
}

const envelopeFields = {
  /** Locale id → the title the member sees (in the page's language, else the site's default). */
  titles: perLanguage(100),
  /** The whole drop's money, minor units. */
  budget: activityMinor,
  /** How many envelopes (one per member). */
  count: z.number().int().min(1).max(MAX_ENVELOPES),
  amount: envelopeAmountRule,
  start_at: isoDateTime,
  end_at: isoDateTime,
  /** Only members registered at least this many days ago may claim. */
  min_member_days: z.number().int().min(0).max(3_650),
};

export const redEnvelopeCreate = z
  .strictObject({
    site_id: z.number().int().positive(),
    currency: activityCurrency,
    ...envelopeFields,
    request_id: formRequestId,
  })
  .superRefine((b, ctx) => {
    checkWindow(b, ctx);
    checkEnvelopeMoney(b, ctx);
  });
export type RedEnvelopeCreate = z.infer<typeof redEnvelopeCreate>;

/** Sent whole, while the drop is still scheduled. */
export const redEnvelopeUpdate = z.strictObject({ version: rowVersion, ...envelopeFields }).superRefine((b, ctx) => {
  checkWindow(b, ctx);
  checkEnvelopeMoney(b, ctx);
});
export type RedEnvelopeUpdate = z.infer<typeof redEnvelopeUpdate>;

export const redEnvelopeListQuery = listQuery(
  {
    site_id: z.number().int().positive().optional(),
    currency: activityCurrency.optional(),
    status: z.enum(ACTIVITY_STATUSES).optional(),
  },
  ['id', 'start_at', 'end_at'],
);

export const redEnvelopeRecord = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  currency: z.string(),
  titles: z.record(z.string(), z.string()),
  budget: z.number().int(),
  count: z.number().int(),
  amount: envelopeAmountRule,
  start_at: z.string(),
  end_at: z.string(),
  min_member_days: z.number().int(),
  status: z.enum(ACTIVITY_STATUSES),
  /** When an operator ended it early (else null). */
  ended_early_at: z.string().nullable(),
  /** Live figures: envelopes claimed, money paid, and the budget left. */
  claimed: z.number().int(),
  paid: z.number().int(),
  remaining: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  version: z.number().int(),
});
export type RedEnvelopeRecord = z.infer<typeof redEnvelopeRecord>;

const memberAccount = text().trim().min(1).max(32);

export const redEnvelopeClaimListQuery = listQuery(
  {
    site_id: z.number().int().positive().optional(),
    envelope_id: z.number().int().positive().max(2_147_483_647).optional(),
    member_account: memberAccount.optional(),
  },
  ['id'],
);

export const redEnvelopeClaimRecord = z.object({
  id: z.number().int(),
  envelope_id: z.number().int(),
  member_id: z.number().int(),
  member_account: z.string(),
  currency: z.string(),
  amount: z.number().int(),
  created_at: z.string(),
});
export type RedEnvelopeClaimRecord = z.infer<typeof redEnvelopeClaimRecord>;

export * from './activity-fields.js';
export * from './activities-roulette.js';
