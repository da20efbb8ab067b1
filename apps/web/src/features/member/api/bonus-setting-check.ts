import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { config } from '../../../shared/config/public-config';

export function getBonusSetting(currency: string) {
  return callApi('bonusSettingCheck', { site_id: config.SITE_ID, member_currency: currency }, { silent: true });
}

export const bonusSettingQueryOptions = (currency: string | undefined) =>
  queryOptions({
    queryKey: ['site', 'bonusSetting', currency ?? ''],
    queryFn: () => getBonusSetting(currency ?? ''),
    enabled: !!currency,
    staleTime: 10 * 60_000,
  });

/** bonusSettingCheck: does this site run the refer-a-friend programme for the currency (MC-19)? */
export function useBonusSetting(currency: string | undefined) {
  return useQuery(bonusSettingQueryOptions(currency));
}
