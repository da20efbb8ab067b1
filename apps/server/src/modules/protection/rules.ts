import type { ExclusionPeriod, ProtectionMeasure, ProtectionPeriod, TimeOutPeriod } from '@playdeck/contract';
import { PROTECTION_PERIODS } from '@playdeck/contract';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Rolling windows: the last 24 hours, 7 days and 30 days ("one month", as UKGC RTS 12 reads it). */
export const WINDOW_MS: Record<ProtectionPeriod, number> = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS };

/** The windows as the console's flags name them. */
export const PERIOD_WORDS: Record<ProtectionPeriod, string> = { day: '24 hours', week: '7 days', month: '30 days' };

/** A raise or removal waits this long, then needs the member's confirmation within CONFIRM_WITHIN_MS. */
export const COOLING_OFF_MS = DAY_MS;
export const CONFIRM_WITHIN_MS = 7 * DAY_MS;

export const TIME_OUT_MS: Record<TimeOutPeriod, number> = {
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
  '6w': 42 * DAY_MS,
};

/** When a self-exclusion taken at `from` ends; null for a permanent one. Calendar months and years. */
export function exclusionEnd(from: Date, period: ExclusionPeriod): Date | null {
  if (period === 'permanent') return null;
  const end = new Date(from);
  if (period === '6m') end.setUTCMonth(end.getUTCMonth() + 6);
  else end.setUTCFullYear(end.getUTCFullYear() + (period === '1y' ? 1 : 5));
  return end;
}

/** Where each window of the measure starts, as of `now`. */
export function windowStarts(now: Date): Record<ProtectionPeriod, Date> {
  return {
    day: new Date(now.getTime() - WINDOW_MS.day),
    week: new Date(now.getTime() - WINDOW_MS.week),
    month: new Date(now.getTime() - WINDOW_MS.month),
  };
}

/** The limit that applies: the lowest of those set (member's, operator's, site's); undefined when none is. */
export function lowestLimit(...limits: (bigint | undefined)[]): bigint | undefined {
  return limits.reduce<bigint | undefined>(
    (low, l) => (l === undefined || (low !== undefined && low <= l) ? low : l),
    undefined,
  );
}

/**
 * Whether `next` is a tightening of `current` (applies at once) or a loosening (a raise or a removal,
 * which waits out the cooling-off). No limit is the loosest of all.
 */
export function isTightening(current: bigint | undefined, next: bigint | null): boolean {
  if (next === null) return current === undefined;
  return current === undefined || next <= current;
}

/**
 * Daily ≤ weekly ≤ monthly for one measure, after `change`: a longer window may never allow less than a
 * shorter one. Answers the first pair out of order, or undefined.
 */
export function outOfOrder(
  limits: Partial<Record<ProtectionPeriod, bigint | null>>,
): [ProtectionPeriod, ProtectionPeriod] | undefined {
  for (let i = 0; i < PROTECTION_PERIODS.length; i++) {
    for (let j = i + 1; j < PROTECTION_PERIODS.length; j++) {
      const shorter = limits[PROTECTION_PERIODS[i]!];
      const longer = limits[PROTECTION_PERIODS[j]!];
      if (shorter != null && longer != null && shorter > longer) {
        return [PROTECTION_PERIODS[i]!, PROTECTION_PERIODS[j]!];
      }
    }
  }
  return undefined;
}

/** What a limit's value must be, as a refusal of the console's says it. */
export const limitValueExpected = (measure: ProtectionMeasure, money = 'an amount in the currency’s decimals') =>
  measure === 'session' ? 'whole minutes, no more than the period has' : money;

/** A pending raise's dates. */
export function raiseDates(requestedAt: Date): { confirmableAt: Date; lapsesAt: Date } {
  const confirmableAt = new Date(requestedAt.getTime() + COOLING_OFF_MS);
  return { confirmableAt, lapsesAt: new Date(confirmableAt.getTime() + CONFIRM_WITHIN_MS) };
}
