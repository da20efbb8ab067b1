import { z } from 'zod';
import { text } from '../text.js';
import { ACTIVITY_STATUSES, activityCurrency, activityMinor, checkWindow, perLanguage } from './activity-fields.js';
import { formRequestId, isoDateTime, rowVersion } from './fields.js';
import { listQuery } from './list-query.js';

/** The most prizes (segments) a wheel may have, and accounts one grant may name. */
export const MAX_WHEEL_PRIZES = 12;
export const MAX_GRANT_ACCOUNTS = 1_000;
export const WHEEL_PRIZE_KINDS = ['cash', 'item'] as const;
export const WHEEL_GRANT_KINDS = ['accounts', 'currency'] as const;

const prizeCommon = {
  /** Locale id → the label on the wheel. */
  labels: perLanguage(50),
  /** Relative odds: a prize's chance is its weight over the weights of the prizes still in stock. */
  weight: z.number().int().min(1).max(1_000_000),
  /** How many can be won; null: no limit. */
  stock: z.number().int().min(0).max(10_000_000).nullable(),
};

/** A cash prize (paid to the main wallet through the ledger) or an item the operator hands out. */
export const wheelPrize = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('cash'), amount: activityMinor, ...prizeCommon }),
  z.strictObject({ kind: z.literal('item'), item: text().trim().min(1).max(100), ...prizeCommon }),
]);
export type WheelPrize = z.infer<typeof wheelPrize>;

/**
 * Who may spin, and how often: each named account (of the wheel's site and currency), or every member of
 * the wheel's currency on the site, including members who join while it runs.
 */
export const wheelGrant = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('accounts'),
    accounts: z
      .array(text().trim().min(1).max(32))
      .min(1)
      .max(MAX_GRANT_ACCOUNTS)
      .refine((a) => new Set(a).size === a.length, 'each account once'),
    draws: z.number().int().min(1).max(100),
  }),
  z.strictObject({ kind: z.literal('currency'), draws: z.number().int().min(1).max(100) }),
]);
export type WheelGrant = z.infer<typeof wheelGrant>;

const wheelFields = {
  titles: perLanguage(100),
  prizes: z.array(wheelPrize).min(1).max(MAX_WHEEL_PRIZES),
  grant: wheelGrant,
  start_at: isoDateTime,
  end_at: isoDateTime,
};

export const rouletteCreate = z
  .strictObject({
    site_id: z.number().int().positive(),
    currency: activityCurrency,
    ...wheelFields,
    request_id: formRequestId,
  })
  .superRefine(checkWindow);
export type RouletteCreate = z.infer<typeof rouletteCreate>;

/** Sent whole, while the wheel is still scheduled (nobody has spun it yet). */
export const rouletteUpdate = z.strictObject({ version: rowVersion, ...wheelFields }).superRefine(checkWindow);
export type RouletteUpdate = z.infer<typeof rouletteUpdate>;

export const rouletteListQuery = listQuery(
  {
    site_id: z.number().int().positive().optional(),
    currency: activityCurrency.optional(),
    status: z.enum(ACTIVITY_STATUSES).optional(),
  },
  ['id', 'start_at', 'end_at'],
);

export const wheelPrizeRecord = z.object({
  id: z.number().int(),
  kind: z.enum(WHEEL_PRIZE_KINDS),
  labels: z.record(z.string(), z.string()),
  /** Minor units; 0 for an item. */
  amount: z.number().int(),
  item: z.string().nullable(),
  weight: z.number().int(),
  /** Stock left (null: no limit), and how many were won. */
  stock: z.number().int().nullable(),
  won: z.number().int(),
});

export const rouletteRecord = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  currency: z.string(),
  titles: z.record(z.string(), z.string()),
  prizes: z.array(wheelPrizeRecord),
  /** As written (accounts only for kind 'accounts'); a wheel made outside the console may have none. */
  grant: z.object({
    kind: z.enum(WHEEL_GRANT_KINDS),
    accounts: z.array(z.string()).optional(),
    draws: z.number().int(),
  }),
  start_at: z.string(),
  end_at: z.string(),
  status: z.enum(ACTIVITY_STATUSES),
  ended_early_at: z.string().nullable(),
  /** Live figures: spins so far, and the cash they paid (minor units). */
  spins: z.number().int(),
  paid: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  version: z.number().int(),
});
export type RouletteRecord = z.infer<typeof rouletteRecord>;

export const rouletteSpinListQuery = listQuery(
  {
    site_id: z.number().int().positive().optional(),
    roulette_id: z.number().int().positive().max(2_147_483_647).optional(),
    member_account: text().trim().min(1).max(32).optional(),
  },
  ['id'],
);

export const rouletteSpinRecord = z.object({
  id: z.number().int(),
  roulette_id: z.number().int(),
  member_id: z.number().int(),
  member_account: z.string(),
  prize_id: z.number().int(),
  /** The prize's label in the site's default language (else the first written). */
  prize_label: z.string(),
  currency: z.string(),
  /** Cash paid, minor units (0 for an item). */
  amount: z.number().int(),
  item: z.string().nullable(),
  created_at: z.string(),
});
export type RouletteSpinRecord = z.infer<typeof rouletteSpinRecord>;
