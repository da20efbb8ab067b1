import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { programmeKey, useMemberId } from './programme-keys';

export function getRecommendProject() {
  return callApi('recommendProject', {}, { silent: true, abortable: true });
}

export const recommendProjectQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: [...programmeKey(memberId, 'referral'), 'project'],
    queryFn: getRecommendProject,
    enabled: !!memberId,
    staleTime: 5 * 60_000,
    retry: retryUnlessUnauthorized,
  });

/** The member's recommend code, invitation link and the programme's award rules. */
export function useRecommendProject() {
  return useQuery(recommendProjectQueryOptions(useMemberId()));
}
