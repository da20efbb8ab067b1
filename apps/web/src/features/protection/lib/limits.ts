import type { ProtectionLimitState, ProtectionMeasure, ProtectionPeriod } from '@playdeck/contract';
import { MEASURES, PERIODS } from './choices';

/** The limits of one measure, day → week → month; a period the reply leaves out reads as no limit. */
export function limitsOf(limits: readonly ProtectionLimitState[], measure: ProtectionMeasure): ProtectionLimitState[] {
  return PERIODS.map(
    (period) => limits.find((limit) => limit.measure === measure && limit.period === period) ?? empty(measure, period),
  );
}

const empty = (measure: ProtectionMeasure, period: ProtectionPeriod): ProtectionLimitState => ({
  measure,
  period,
  member: null,
  operator: null,
  applies: null,
  used: '0',
  left: null,
  pending: null,
});

/** Every measure with its three periods, in the page's order. */
export const limitGroups = (limits: readonly ProtectionLimitState[]) =>
  MEASURES.map((measure) => ({ measure, limits: limitsOf(limits, measure) }));

/** A parked raise may be confirmed from `confirmable_at` until `lapses_at`. */
export function canConfirm(pending: { confirmable_at: string; lapses_at: string }, now: number): boolean {
  const from = Date.parse(pending.confirmable_at);
  const until = Date.parse(pending.lapses_at);
  return Number.isFinite(from) && now >= from && !(Number.isFinite(until) && now >= until);
}
