import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { useViewCurrency } from '../../../shared/stores/view-currency';

/** The jackpot keeps growing: it is read again every half minute while the home page shows. */
const JACKPOT_REFRESH_MS = 30_000;

export const jackpotQueryOptions = (currency: string) =>
  queryOptions({
    queryKey: ['home', 'jackpot', currency],
    queryFn: () => callApi('jackpot', { currency }, { silent: true }).then((reply) => reply.jackpot_amount_total),
    staleTime: JACKPOT_REFRESH_MS,
    refetchInterval: JACKPOT_REFRESH_MS,
  });

/** /v2/get_jackpot for the shown currency. */
export function useJackpot() {
  return useQuery(jackpotQueryOptions(useViewCurrency()));
}
