import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { programmeKey, useMemberId } from './programme-keys';

export function searchFriend(account: string) {
  return callApi('recommendSearch', { member_account: account }, { silent: true, abortable: true });
}

export const recommendSearchQueryOptions = (memberId: string | null, account: string) =>
  queryOptions({
    queryKey: [...programmeKey(memberId, 'referral'), 'search', account],
    queryFn: () => searchFriend(account),
    enabled: !!memberId && account !== '',
    staleTime: 30_000,
    retry: retryUnlessUnauthorized,
  });

/** Is this account one of the member's friends? Idle until an account is searched. */
export function useRecommendSearch(account: string) {
  return useQuery(recommendSearchQueryOptions(useMemberId(), account));
}
