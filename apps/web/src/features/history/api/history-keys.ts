import { memberQueryKey } from '../../../shared/api/member/get-member-layout';
import { isLoggedIn, useSession } from '../../../shared/stores/session-store';

/** Every history query of a member lives under ['member', id, 'history'] (dropped on logout with the rest). */
export const historyKey = (memberId: string | null) => [...memberQueryKey(memberId), 'history'] as const;

/** The signed-in member's id, or null for a guest (the queries stay idle). */
export function useMemberId(): string | null {
  return useSession((s) => (isLoggedIn(s) ? s.memberId : null));
}
