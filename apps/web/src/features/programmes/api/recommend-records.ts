import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { programmeKey, useMemberId } from './programme-keys';

export const FRIENDS_PAGE_SIZE = 20;

export function getRecommendRecords(page: number) {
  return callApi('recommendRecords', { page, count: FRIENDS_PAGE_SIZE }, { silent: true, abortable: true });
}

export const recommendRecordsQueryOptions = (memberId: string | null, page: number) =>
  queryOptions({
    queryKey: [...programmeKey(memberId, 'referral'), 'records', page],
    queryFn: () => getRecommendRecords(page),
    enabled: !!memberId,
    staleTime: 30_000,
    // Paging keeps the last page on screen (dimmed) until the next one arrives.
    placeholderData: keepPreviousData,
    retry: retryUnlessUnauthorized,
  });

/** A page of the friends the member brought, with the totals and the most recent awards. */
export function useRecommendRecords(page: number) {
  return useQuery(recommendRecordsQueryOptions(useMemberId(), page));
}
