import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { callApi } from '../../../shared/api/call-api';
import { paymentsKey, useMemberId } from './payment-keys';

/** Balance, held amount, limits, today's use, turnover left, password state and payout accounts. */
export function getWithdrawInfo() {
  return callApi('withdrawInfo', {}, { silent: true, abortable: true });
}

export const withdrawInfoQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: [...paymentsKey(memberId), 'withdraw-info'],
    queryFn: getWithdrawInfo,
    enabled: !!memberId,
    staleTime: 30_000,
    retry: retryUnlessUnauthorized,
  });

export function useWithdrawInfo() {
  return useQuery(withdrawInfoQueryOptions(useMemberId()));
}
