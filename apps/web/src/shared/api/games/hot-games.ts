import { queryOptions, useQuery } from '@tanstack/react-query';
import { useViewCurrency } from '../../stores/view-currency';
import { callApi } from '../call-api';
import type { CatalogueView } from './catalogue-params';
import { siteIdParam } from './catalogue-params';

/** hot-games: the most played games of the site, of one game type when gt_id is given. */
export const hotGamesQueryOptions = ({ currency, gtId }: Pick<CatalogueView, 'currency'> & { gtId?: number }) =>
  queryOptions({
    queryKey: ['games', 'hot', currency, gtId ?? 'all'],
    queryFn: () =>
      callApi('hotGames', { site_id: siteIdParam(), currency, gt_id: gtId }, { silent: true }).then((r) => r.list),
    staleTime: 5 * 60_000,
  });

export function useHotGames(gtId?: number, { enabled = true }: { enabled?: boolean } = {}) {
  const currency = useViewCurrency();
  return useQuery({ ...hotGamesQueryOptions({ currency, gtId }), enabled });
}
