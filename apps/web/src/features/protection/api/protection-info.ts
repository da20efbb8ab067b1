import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { protectionKey, useMemberId } from './protection-keys';

export function getProtectionInfo() {
  return callApi('protectionInfo', {}, { silent: true, abortable: true });
}

export const protectionInfoQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: protectionKey(memberId),
    queryFn: getProtectionInfo,
    enabled: !!memberId,
    // What is used of a limit moves with every deposit and game: read fresh each time the page opens.
    staleTime: 0,
    retry: retryUnlessUnauthorized,
  });

/** The member's limits, net deposits, reality check and any time-out or self-exclusion. */
export function useProtectionInfo() {
  return useQuery(protectionInfoQueryOptions(useMemberId()));
}
