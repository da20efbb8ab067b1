import { adminErrors } from './admin-error.js';

export interface SiteCurrency {
  siteId: number;
  currency: string;
}

/**
 * Settings kept per site and currency have ids like `1:USD` in the admin API. These read such an id
 * (only for the operator's sites and the site's currencies), and list every key of some sites.
 */
export function siteCurrencyKeys(siteCurrencies: (siteId: number) => Promise<string[] | undefined>) {
  return {
    async keyOf(id: string, siteIds: number[]): Promise<SiteCurrency> {
      const [site, currency] = id.split(':') as [string, string];
      const siteId = Number(site);
      if (!siteIds.includes(siteId) || !(await siteCurrencies(siteId))?.includes(currency)) {
        throw adminErrors.notFound('no such site currency on your sites');
      }
      return { siteId, currency };
    },
    async keysOf(siteIds: number[]): Promise<SiteCurrency[]> {
      const keys: SiteCurrency[] = [];
      for (const siteId of [...siteIds].sort((a, b) => a - b)) {
        for (const currency of (await siteCurrencies(siteId)) ?? []) keys.push({ siteId, currency });
      }
      return keys;
    },
  };
}
