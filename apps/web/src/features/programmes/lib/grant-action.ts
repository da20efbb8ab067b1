import type { CashSurplusGrant } from '@playdeck/contract';

/** What a grant's row offers: a Claim button (maybe disabled or busy) or its status. */
export type GrantAction =
  { kind: 'claim'; disabled: boolean; busy: boolean } | { kind: 'status'; status: 'paid' | 'expired' };

/**
 * A claimable grant shows Claim until its time runs out; while a claim is on its way every Claim button
 * is disabled (one claim at a time, so a double click cannot send two), the one being claimed busy.
 */
export function grantAction(grant: CashSurplusGrant, pendingId: number | null, now = Date.now()): GrantAction {
  if (grant.status === 'paid') return { kind: 'status', status: 'paid' };
  const until = Date.parse(grant.claim_until);
  if (grant.status === 'expired' || (!Number.isNaN(until) && until <= now))
    return { kind: 'status', status: 'expired' };
  return { kind: 'claim', disabled: pendingId !== null, busy: pendingId === grant.id };
}
