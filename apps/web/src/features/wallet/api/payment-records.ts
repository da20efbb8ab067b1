import type { CallRequest } from '@playdeck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { callApi } from '../../../shared/api/call-api';
import { paymentsKey, useMemberId } from './payment-keys';

type RecordsRequest = CallRequest<'paymentRecords'>;

/** A page of the member's deposits and withdrawals, newest first. */
export function getPaymentRecords(body: RecordsRequest) {
  return callApi('paymentRecords', body, { silent: true, abortable: true });
}

export const paymentRecordsQueryOptions = (memberId: string | null, body: RecordsRequest) =>
  queryOptions({
    queryKey: [...paymentsKey(memberId), 'records', body],
    queryFn: () => getPaymentRecords(body),
    enabled: !!memberId,
    staleTime: 30_000,
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    retry: retryUnlessUnauthorized,
  });

export function usePaymentRecords(body: RecordsRequest) {
  return useQuery(paymentRecordsQueryOptions(useMemberId(), body));
}
