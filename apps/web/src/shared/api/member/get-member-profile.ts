import { queryOptions, useQuery } from '@tanstack/react-query';
import { isLoggedIn, useSession } from '../../stores/session-store';
import { callApi } from '../call-api';
import { memberQueryKey, retryUnlessUnauthorized } from './get-member-layout';

export function getMemberProfile() {
  return callApi('memberProfile', {}, { silent: true, abortable: true }).then((reply) => reply.member_profile);
}

export const memberProfileQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: [...memberQueryKey(memberId), 'profile'],
    queryFn: getMemberProfile,
    enabled: !!memberId,
    staleTime: 5 * 60_000,
    retry: retryUnlessUnauthorized,
  });

/** The logged-in member's profile; fetched once a member is signed in. */
export function useMemberProfile() {
  const memberId = useSession((s) => (isLoggedIn(s) ? s.memberId : null));
  return useQuery(memberProfileQueryOptions(memberId));
}
