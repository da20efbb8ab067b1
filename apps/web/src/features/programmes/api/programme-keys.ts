import { memberQueryKey } from '../../../shared/api/member/get-member-layout';
import { isLoggedIn, useSession } from '../../../shared/stores/session-store';

/** The two programmes, named as the `programme.updated` event names them. */
export type Programme = 'referral' | 'cash_surplus';

/** Each programme's queries live under ['member', id, 'programme', name]: one push invalidates them all. */
export const programmeKey = (memberId: string | null, programme: Programme) =>
  [...memberQueryKey(memberId), 'programme', programme] as const;

/** The signed-in member's id, or null for a guest (the queries stay idle). */
export function useMemberId(): string | null {
  return useSession((s) => (isLoggedIn(s) ? s.memberId : null));
}
