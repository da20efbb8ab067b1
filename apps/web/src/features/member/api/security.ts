import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { memberQueryKey, retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { useMemberId } from './member-id';

export function getSecurity() {
  return callApi('security', {}, { silent: true, abortable: true });
}

export const securityQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: [...memberQueryKey(memberId), 'security'],
    queryFn: getSecurity,
    enabled: !!memberId,
    staleTime: 0,
    retry: retryUnlessUnauthorized,
  });

/** Recent logins, trusted devices and live sessions of the member (security). */
export function useSecurity() {
  return useQuery(securityQueryOptions(useMemberId()));
}

/** A change on the Security page (a device removed, sessions ended) reloads it, whatever the outcome. */
export function useSecurityMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  const memberId = useMemberId();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityQueryOptions(memberId).queryKey }),
  });
}
