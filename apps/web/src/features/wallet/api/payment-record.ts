import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { callApi } from '../../../shared/api/call-api';
import { paymentsKey, useMemberId } from './payment-keys';

/** One order of the member, by its number: the submitted order's card follows its status with it. */
export function getPaymentRecord(orderNumber: string) {
  return callApi('paymentRecord', { order_number: orderNumber }, { silent: true, abortable: true });
}

export const paymentRecordQueryOptions = (memberId: string | null, orderNumber: string | null) =>
  queryOptions({
    queryKey: [...paymentsKey(memberId), 'record', orderNumber],
    queryFn: () => getPaymentRecord(orderNumber ?? ''),
    enabled: !!memberId && !!orderNumber,
    staleTime: 30_000,
    retry: retryUnlessUnauthorized,
  });

export function usePaymentRecord(orderNumber: string | null) {
  return useQuery(paymentRecordQueryOptions(useMemberId(), orderNumber));
}
