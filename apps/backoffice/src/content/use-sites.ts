import { useGetList } from 'react-admin';
import { DEFAULT_TIME_ZONE } from '@playdeck/contract';

/** A site as the content screens use it (GET /api/admin/sites); later fields are read when present. */
export interface ContentSite {
  id: number;
  name: string;
  hosts?: string[];
  locales?: string[];
  /** IANA zone of the site, when the sites API gives one. */
  timezone?: string;
  time_zone?: string;
  template_name?: string;
  mobile_template_name?: string;
  template?: string;
  mobile_template?: string;
}

/** The operator's sites (every role may read them). */
export function useSites() {
  const { data, isPending } = useGetList<ContentSite>('sites', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
  return { sites: data ?? [], isPending };
}

/** One of them by id (undefined until loaded or when none is chosen). */
export function useSite(siteId: unknown): ContentSite | undefined {
  const { sites } = useSites();
  return sites.find((s) => s.id === Number(siteId));
}

/** The languages to offer: the site's (its own order, default first), or every site's when none is chosen. */
export function localesOf(sites: readonly ContentSite[], site?: ContentSite): string[] {
  if (site) return [...(site.locales ?? [])];
  return [...new Set(sites.flatMap((s) => s.locales ?? []))];
}

/**
 * The zone publish windows are shown and entered in: the site's clock (its own zone when the sites API
 * names one, else the platform's site zone, as the other screens use), whatever the operator's computer says.
 */
export const zoneOf = (site?: ContentSite): string => site?.timezone ?? site?.time_zone ?? DEFAULT_TIME_ZONE;

/** The site's own templates (desktop, mobile) when the sites API names them. */
export function templatesOf(site?: ContentSite): string[] {
  const named = [site?.template_name ?? site?.template, site?.mobile_template_name ?? site?.mobile_template];
  return named.filter((t): t is string => typeof t === 'string' && t !== '');
}

/** The address of a page of the member site (the site's first host, on this console's scheme and port). */
export function memberSiteUrl(site: ContentSite | undefined, path: string): string | undefined {
  const host = site?.hosts?.[0];
  if (!host) return undefined;
  const here = typeof window === 'undefined' ? undefined : window.location;
  if (here && site?.hosts?.includes(here.hostname)) return `${here.origin}${path}`;
  const port = here?.port && !host.includes(':') ? `:${here.port}` : '';
  return `${here?.protocol ?? 'https:'}//${host}${port}${path}`;
}
