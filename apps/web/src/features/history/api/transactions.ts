import type { CallRequest } from '@playdeck/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { callApi } from '../../../shared/api/call-api';
import { historyKey, useMemberId } from './history-keys';

/** What the page filters by; the cursor and the page size are the query's own. */
export type TransactionsFilter = Pick<CallRequest<'transactions'>, 'group' | 'start_date' | 'end_date'>;

export const TRANSACTIONS_PAGE_SIZE = 20;

/** A page of the member's ledger, newest first, below `before_id` when given. */
export function getTransactions(body: CallRequest<'transactions'>) {
  return callApi('transactions', body, { silent: true, abortable: true });
}

export const transactionsQueryOptions = (memberId: string | null, filter: TransactionsFilter) =>
  infiniteQueryOptions({
    queryKey: [...historyKey(memberId), 'transactions', filter],
    queryFn: ({ pageParam }) =>
      getTransactions({ ...filter, count: TRANSACTIONS_PAGE_SIZE, ...(pageParam ? { before_id: pageParam } : {}) }),
    initialPageParam: null as number | null,
    // null on the last page: "Load more" goes away.
    getNextPageParam: (last) => last.next_before_id,
    enabled: !!memberId,
    staleTime: 30_000,
    retry: retryUnlessUnauthorized,
  });

export function useTransactions(filter: TransactionsFilter) {
  return useInfiniteQuery(transactionsQueryOptions(useMemberId(), filter));
}
