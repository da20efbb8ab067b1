import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { programmeKey, useMemberId } from './programme-keys';

export function getCashSurplusInfo() {
  return callApi('cashSurplusInfo', {}, { silent: true, abortable: true });
}

export const cashSurplusInfoQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: [...programmeKey(memberId, 'cash_surplus'), 'info'],
    queryFn: getCashSurplusInfo,
    enabled: !!memberId,
    // The running period's net loss moves with every game: read fresh each time the page opens.
    staleTime: 0,
    retry: retryUnlessUnauthorized,
  });

/** The cash-back terms, the running period and the member's grants. */
export function useCashSurplusInfo() {
  return useQuery(cashSurplusInfoQueryOptions(useMemberId()));
}
