import type { Period } from '../../lib/periods.js';

const DAY_MS = 86_400_000;

/** How long a granted cash back can be claimed after its period ends. */
export const CLAIM_DAYS = 7;
export const claimUntil = (period: Period) => new Date(period.end.getTime() + CLAIM_DAYS * DAY_MS);
