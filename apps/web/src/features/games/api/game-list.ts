import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueView } from '../../../shared/api/games/catalogue-params';
import { deviceParam, siteIdParam, templateParam } from '../../../shared/api/games/catalogue-params';
import { callApi } from '../../../shared/api/call-api';
import { useLayout } from '../../../shared/stores/layout-store';
import { useViewCurrency } from '../../../shared/stores/view-currency';

/** /v3/game_list: the hall's game types, each with its providers (gp_list). */
export const gameListQueryOptions = ({ currency, mode }: CatalogueView) =>
  queryOptions({
    queryKey: ['games', 'list', currency, mode],
    queryFn: () =>
      callApi('gameList', {
        site_id: siteIdParam(),
        currency,
        support_device: deviceParam(mode),
        template: templateParam(mode),
      }).then((reply) => reply.list),
    staleTime: 5 * 60_000,
  });

export function useGameList() {
  const currency = useViewCurrency();
  const mode = useLayout((s) => s.mode);
  return useQuery(gameListQueryOptions({ currency, mode }));
}
