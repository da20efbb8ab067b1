import { useWatch } from 'react-hook-form';
import { useSite, zoneOf } from './use-sites';

/**
 * The zone of the site the form is about (its `site_id`): the site's own setting from the sites API,
 * else the platform default, so a schedule means the same minute to the operator and the member site.
 */
export function useSiteZone(): string {
  return zoneOf(useSite(useWatch({ name: 'site_id' })));
}
