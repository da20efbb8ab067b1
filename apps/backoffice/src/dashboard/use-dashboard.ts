import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, useStore } from 'react-admin';
import type { PlaydeckDataProvider } from '../api/types';
import type { DashboardParams } from '../api/types';

export const DASHBOARD_DAYS = 30;

interface Site {
  id: number;
  name: string;
  currencies: string[];
}

/**
 * The site and currency the dashboard shows: the operator's last choice (kept in react-admin's store)
 * while it is still granted, else the first site and its first currency.
 */
export function useDashboardSelection() {
  const sites = useGetList<Site>('sites', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
  const [chosen, setChosen] = useStore<{ site_id?: number; currency?: string }>('dashboard.selection', {});
  const list = sites.data ?? [];
  const site = list.find((s) => s.id === chosen.site_id) ?? list[0];
  const currency = site?.currencies.includes(chosen.currency ?? '') ? chosen.currency : site?.currencies[0];
  return {
    sites: list,
    sitesPending: sites.isPending,
    sitesError: sites.error,
    site,
    currency,
    chooseSite: (id: number) => setChosen({ site_id: id }),
    chooseCurrency: (code: string) => setChosen({ site_id: site?.id, currency: code }),
  };
}

/**
 * The figures, through the data provider (so a 401 signs out like any call). The previous site's figures
 * stay on screen, dimmed, while the next ones load; the app bar's refresh fetches them again.
 */
export function useDashboard(params: DashboardParams | undefined) {
  const dataProvider = useDataProvider<PlaydeckDataProvider>();
  return useQuery({
    queryKey: ['dashboard', params],
    queryFn: async () => (await dataProvider.dashboard(params!)).data,
    enabled: params !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    // One more try, then the page says it failed (with a retry button) instead of a long skeleton.
    retry: 1,
  });
}
