import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { callApi } from '../../../shared/api/call-api';
import { paymentsKey, useMemberId } from './payment-keys';

/** The deposit channels of the member's currency (online gateways and bank transfers). */
export function getPaymentChannels() {
  return callApi('paymentChannels', {}, { silent: true, abortable: true });
}

export const paymentChannelsQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: [...paymentsKey(memberId), 'channels'],
    queryFn: getPaymentChannels,
    enabled: !!memberId,
    staleTime: 60_000,
    retry: retryUnlessUnauthorized,
  });

export function usePaymentChannels() {
  return useQuery(paymentChannelsQueryOptions(useMemberId()));
}
