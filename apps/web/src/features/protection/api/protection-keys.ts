import { memberQueryKey } from '../../../shared/api/member/get-member-layout';
import { isLoggedIn, useSession } from '../../../shared/stores/session-store';

/** The member's protection state lives under ['member', id, 'protection']; every change answers it whole. */
export const protectionKey = (memberId: string | null) => [...memberQueryKey(memberId), 'protection'] as const;

/** The signed-in member's id, or null for a guest (the query stays idle). */
export function useMemberId(): string | null {
  return useSession((s) => (isLoggedIn(s) ? s.memberId : null));
}
