import type { AgentPlanTier } from '@playdeck/contract';
import { parseMinor } from '@playdeck/contract';

/** The tiers from the easiest to reach to the hardest: by members, then net result, then rate. */
export function sortedTiers(tiers: readonly AgentPlanTier[], currency: string): AgentPlanTier[] {
  const result = (tier: AgentPlanTier) => parseMinor(tier.net_result, currency) ?? 0n;
  return [...tiers].sort((a, b) => {
    if (a.active_members !== b.active_members) return a.active_members - b.active_members;
    const x = result(a);
    const y = result(b);
    if (x !== y) return x < y ? -1 : 1;
    return a.rate_permille - b.rate_permille;
  });
}

/** A day (YYYY-MM-DD) of an ISO date-time, as the server's UTC days count it. */
export function dayOf(value: string): string {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : new Date(ms).toISOString().slice(0, 10);
}
