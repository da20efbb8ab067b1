import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueView } from '../../../shared/api/games/catalogue-params';
import { deviceParam, siteIdParam } from '../../../shared/api/games/catalogue-params';
import { callApi } from '../../../shared/api/call-api';
import { useLayout } from '../../../shared/stores/layout-store';
import { useViewCurrency } from '../../../shared/stores/view-currency';

/** sport-quickbet-url: the sports book's quick-bet page (detail.url) and its provider (gp_id). */
export const quickbetQueryOptions = ({ currency, mode }: CatalogueView) =>
  queryOptions({
    queryKey: ['games', 'quickbet', currency, mode],
    queryFn: () =>
      callApi(
        'sportQuickbetUrl',
        { site_id: siteIdParam(), currency, support_device: deviceParam(mode), domain: location.host },
        { silent: true },
      ).then((reply) => reply.detail),
    // The address carries a short-lived signature: read it fresh each time the panel shows.
    staleTime: 0,
    retry: false,
  });

export function useQuickbet() {
  return useQuery(quickbetQueryOptions({ currency: useViewCurrency(), mode: useLayout((s) => s.mode) }));
}
