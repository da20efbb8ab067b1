import { queryOptions, useQuery } from '@tanstack/react-query';
import { config } from '../../config/public-config';
import { callApi } from '../call-api';

export function getBonusCheck(currency: string) {
  return callApi('bonusSettingCheck', { site_id: config.SITE_ID, member_currency: currency }, { silent: true });
}

/**
 * bonusSettingCheck: does this site run the refer-a-friend programme for the currency? Public and
 * the same for every member of the currency, so it is keyed by currency, not member (the key is the one
 * the member-centre menu reads, so the sign-in prefetch serves it).
 */
export const bonusCheckQueryOptions = (currency: string | null | undefined) =>
  queryOptions({
    queryKey: ['site', 'bonusSetting', currency ?? ''],
    queryFn: () => getBonusCheck(currency ?? ''),
    enabled: !!currency,
    staleTime: 10 * 60_000,
  });

export function useBonusCheck(currency: string | null | undefined) {
  return useQuery(bonusCheckQueryOptions(currency));
}
