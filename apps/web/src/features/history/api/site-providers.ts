import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueView } from '../../../shared/api/games/catalogue-params';
import { deviceParam, siteIdParam, templateParam } from '../../../shared/api/games/catalogue-params';
import { callApi } from '../../../shared/api/call-api';
import { useLayout } from '../../../shared/stores/layout-store';
import { useViewCurrency } from '../../../shared/stores/view-currency';

export interface SiteProvider {
  gpId: string;
  name: string;
}

/**
 * The providers the site offers, in the hall's order: every provider of the hall (/v3/game_list) and of
 * the crash menu, which the hall leaves out. Their names label the bet-history choice and the wallets.
 */
async function siteProviders({ currency, mode }: CatalogueView): Promise<SiteProvider[]> {
  const [hall, crash] = await Promise.all([
    callApi(
      'gameList',
      { site_id: siteIdParam(), currency, support_device: deviceParam(mode), template: templateParam(mode) },
      { silent: true },
    ),
    callApi('crashMenu', { site_id: siteIdParam(), currency }, { silent: true }).catch(() => ({ menu: null })),
  ]);
  const entries = [...hall.list.flatMap((type) => type.gp_list), ...(crash.menu?.gp_list ?? [])];
  const names = new Map<string, string>();
  for (const entry of entries) if (!names.has(entry.gp_id)) names.set(entry.gp_id, entry.gp_gt_name || entry.gp_id);
  return [...names].map(([gpId, name]) => ({ gpId, name }));
}

export const siteProvidersQueryOptions = (view: CatalogueView) =>
  queryOptions({
    queryKey: ['history', 'providers', view.currency, view.mode],
    queryFn: () => siteProviders(view),
    staleTime: 5 * 60_000,
  });

export function useSiteProviders() {
  const currency = useViewCurrency();
  const mode = useLayout((s) => s.mode);
  return useQuery(siteProvidersQueryOptions({ currency, mode }));
}
