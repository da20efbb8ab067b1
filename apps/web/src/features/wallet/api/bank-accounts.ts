import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { callApi } from '../../../shared/api/call-api';
import { paymentsKey, useMemberId } from './payment-keys';

/** The member's payout accounts (numbers masked), the banks on offer and how many accounts are allowed. */
export function getBankAccounts() {
  return callApi('bankAccounts', {}, { silent: true, abortable: true });
}

export const bankAccountsQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: [...paymentsKey(memberId), 'bank-accounts'],
    queryFn: getBankAccounts,
    enabled: !!memberId,
    staleTime: 60_000,
    retry: retryUnlessUnauthorized,
  });

export function useBankAccounts() {
  return useQuery(bankAccountsQueryOptions(useMemberId()));
}
