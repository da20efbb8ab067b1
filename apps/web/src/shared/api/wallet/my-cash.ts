import { queryOptions, useQuery } from '@tanstack/react-query';
import { isLoggedIn, useSession } from '../../stores/session-store';
import { callApi } from '../call-api';
import { memberQueryKey, retryUnlessUnauthorized } from '../member/get-member-layout';

export function getMyCash() {
  return callApi('myCash', {}, { silent: true, abortable: true });
}

export const myCashQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: [...memberQueryKey(memberId), 'myCash'],
    queryFn: getMyCash,
    enabled: !!memberId,
    // Balances move with every game: the list is read fresh each time it is shown.
    staleTime: 0,
    // A transfer still settling is reconciled within seconds: look again until it has.
    refetchInterval: (query) => (query.state.data?.my_cash_list.some((e) => e.transfer_pending) ? 3_000 : false),
    retry: retryUnlessUnauthorized,
  });

/** The member's main balance, each provider's balance and the total (my_cash). */
export function useMyCash({ enabled = true }: { enabled?: boolean } = {}) {
  const memberId = useSession((s) => (isLoggedIn(s) ? s.memberId : null));
  return useQuery({ ...myCashQueryOptions(memberId), enabled: enabled && !!memberId });
}
