import { z } from 'zod';
import { LOCALES } from '../locales.js';
import { text } from '../text.js';

// What red-envelope drops and roulette wheels share in the admin API (decision 0019).

export const ACTIVITY_STATUSES = ['scheduled', 'running', 'ended'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** The largest amount (minor units) one field may hold: far below 2^53, so sums stay exact in JSON. */
export const MAX_ACTIVITY_MINOR = 10_000_000_000_000;
/** The most envelopes one drop may hold. */
export const MAX_ENVELOPES = 1_000_000;
/** How far ahead a drop or wheel may start, and how long it may run. */
export const MAX_ACTIVITY_AHEAD_MS = 366 * 24 * 3_600_000;

export const activityMinor = z.number().int().min(1).max(MAX_ACTIVITY_MINOR);
export const activityCurrency = text().regex(/^[A-Z0-9]{2,8}$/, 'a currency code');

/** Text per locale id: at least one language; each must be a language of the site (checked by the server). */
export const perLanguage = (max: number) =>
  z
    .partialRecord(z.enum(LOCALES), text().trim().min(1).max(max))
    .refine((v) => Object.keys(v).length > 0, 'at least one language');

type Ctx = z.RefinementCtx;

/** The window: end after start, and no longer than a year. */
export function checkWindow(b: { start_at: string; end_at: string }, ctx: Ctx): void {
  const start = Date.parse(b.start_at);
  const end = Date.parse(b.end_at);
  if (Number.isNaN(start) || Number.isNaN(end)) return;
  if (end <= start) ctx.addIssue({ code: 'custom', path: ['end_at'], message: 'must be after start_at' });
  else if (end - start > MAX_ACTIVITY_AHEAD_MS)
    ctx.addIssue({ code: 'custom', path: ['end_at'], message: 'at most a year after start_at' });
}
