import { memberQueryKey } from '../../../shared/api/member/get-member-layout';
import { queryClient } from '../../../shared/api/query-client';
import { isLoggedIn, useSession } from '../../../shared/stores/session-store';

/** Every agent query of a member lives under ['member', id, 'agent']: one invalidation reloads them all. */
export const agentKey = (memberId: string | null) => [...memberQueryKey(memberId), 'agent'] as const;

/** The signed-in member's id, or null for a guest (the queries stay idle). */
export function useMemberId(): string | null {
  return useSession((s) => (isLoggedIn(s) ? s.memberId : null));
}

/** Something changed under the agent (a transfer, a new member, a link): one part of the centre reloads. */
export function invalidateAgent(part?: string): void {
  const memberId = useSession.getState().memberId;
  if (!memberId) return;
  void queryClient.invalidateQueries({ queryKey: part ? [...agentKey(memberId), part] : agentKey(memberId) });
}
