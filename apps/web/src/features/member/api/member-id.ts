import { isLoggedIn, useSession } from '../../../shared/stores/session-store';

/** The signed-in member's id, null for a guest: every member query is keyed (and enabled) by it. */
export const useMemberId = () => useSession((s) => (isLoggedIn(s) ? s.memberId : null));
