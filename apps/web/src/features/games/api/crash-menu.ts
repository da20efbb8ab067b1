import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteIdParam } from '../../../shared/api/games/catalogue-params';
import { callApi } from '../../../shared/api/call-api';
import { useViewCurrency } from '../../../shared/stores/view-currency';

/** The crash-game menu some sites insert after game type 3 or 6 (null when the site has none). */
export const crashMenuQueryOptions = (currency: string) =>
  queryOptions({
    queryKey: ['games', 'crash-menu', currency],
    queryFn: () =>
      callApi('crashMenu', { site_id: siteIdParam(), currency }, { silent: true }).then((reply) => reply.menu),
    staleTime: 5 * 60_000,
  });

export function useCrashMenu() {
  return useQuery(crashMenuQueryOptions(useViewCurrency()));
}
