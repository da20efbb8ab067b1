import { memberQueryKey } from '../../../shared/api/member/get-member-layout';
import { queryClient } from '../../../shared/api/query-client';
import { isLoggedIn, useSession } from '../../../shared/stores/session-store';

/** Every payment query of a member lives under ['member', id, 'payments'] (dropped on logout with the rest). */
export const paymentsKey = (memberId: string | null) => [...memberQueryKey(memberId), 'payments'] as const;

/** A payment changed (a push, or this page's own call): channels, records, orders, withdrawal info reload. */
export function invalidatePayments(): void {
  const memberId = useSession.getState().memberId;
  if (memberId) void queryClient.invalidateQueries({ queryKey: paymentsKey(memberId) });
}

/** The signed-in member's id, or null for a guest (the queries stay idle). */
export function useMemberId(): string | null {
  return useSession((s) => (isLoggedIn(s) ? s.memberId : null));
}
