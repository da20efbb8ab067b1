import { queryOptions, useQuery } from '@tanstack/react-query';
import { isLoggedIn, useSession } from '../../stores/session-store';
import { ApiError } from '../api-error';
import { callApi } from '../call-api';

/** A 401 already ended the session (api-client); retrying it would only repeat the 401. */
export const retryUnlessUnauthorized = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && (error.kind === 'unauthorized' || error.kind === 'aborted'));

/** Everything keyed under ['member', id] belongs to one member and is dropped on logout. */
export const memberQueryKey = (memberId: string | null) => ['member', memberId ?? 'guest'] as const;

export function getMemberLayout() {
  // Abortable: a 401 on any call stops it.
  return callApi('memberLayout', {}, { silent: true, abortable: true }).then((reply) => reply.member_common_layout);
}

export const memberLayoutQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: [...memberQueryKey(memberId), 'layout'],
    queryFn: getMemberLayout,
    enabled: !!memberId,
    staleTime: 30_000,
    retry: retryUnlessUnauthorized,
  });

/** The logged-in member's layout (balance, agent flags, forced password change); idle for a guest. */
export function useMemberLayout() {
  const memberId = useSession((s) => (isLoggedIn(s) ? s.memberId : null));
  return useQuery(memberLayoutQueryOptions(memberId));
}
