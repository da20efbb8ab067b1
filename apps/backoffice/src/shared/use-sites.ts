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

/**
 * The zone publish windows are shown and entered in: the site's clock (its own zone when the sites API
 * names one, else the platform's site zone, as the other screens use), whatever the operator's computer says.
 */
export const zoneOf = (site?: ContentSite): string => site?.timezone ?? site?.time_zone ?? DEFAULT_TIME_ZONE;
