import { z } from 'zod';
import { text } from '../text.js';

export const dashboardQuery = z.strictObject({
  site_id: z.coerce.number().int().positive(),
  currency: text().regex(/^[A-Z]{3,4}$/),
  /** Days back from today (UTC), today included. */
  days: z.coerce.number().int().min(1).max(366).default(30),
});

/** One day's figures of a site in one currency; money as decimal strings. */
export const dashboardDay = z.object({
  date: z.string(),
  registrations: z.number().int(),
  /** Members whose first deposit was that day (counts once deposits exist). */
  first_deposits: z.number().int(),
  logins: z.number().int(),
  active_members: z.number().int(),
  /** Main wallet → game providers, and back. */
  transfers_in: z.string(),
  transfers_out: z.string(),
  /** What members won (positive) or lost (negative) in games: the operator's result is its opposite. */
  net_game_result: z.string(),
  letters: z.number().int(),
  /** Red envelopes and roulette prizes paid. */
  activity_payouts: z.string(),
  /** Deposits credited that day (online and bank) and withdrawals paid out that day. */
  deposits: z.string(),
  withdrawals: z.string(),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

export const dashboardReply = z.object({
  site_id: z.number().int(),
  currency: z.string(),
  today: dashboardDay,
  /** Oldest first, one entry per day (zeros included), today last. */
  days: z.array(dashboardDay),
});
