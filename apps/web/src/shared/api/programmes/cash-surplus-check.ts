import { queryOptions, useQuery } from '@tanstack/react-query';
import { config } from '../../config/public-config';
import { isLoggedIn, useSession } from '../../stores/session-store';
import { callApi } from '../call-api';

export function getCashSurplusCheck(currency: string) {
  return callApi('cashSurplusCheck', { site_id: config.SITE_ID, currency }, { silent: true });
}

/** cashSurplusCheck: does the site run cash back for the currency? Public, keyed by site and currency. */
export const cashSurplusCheckQueryOptions = (currency: string | null | undefined) =>
  queryOptions({
    queryKey: ['site', 'cashSurplusCheck', config.SITE_ID, currency ?? ''],
    queryFn: () => getCashSurplusCheck(currency ?? ''),
    enabled: !!currency,
    staleTime: 10 * 60_000,
  });

export function useCashSurplusCheck(currency: string | null | undefined) {
  return useQuery(cashSurplusCheckQueryOptions(currency));
}

/**
 * Is cash back running for the signed-in member's currency (the CashSurplus page is shown only
 * then)? undefined while unknown (a guest, loading or a failed check), so a menu need not flash it.
 */
export function useCashSurplusActive(): boolean | undefined {
  const currency = useSession((s) => (isLoggedIn(s) ? s.currency : null));
  const data = useCashSurplusCheck(currency).data;
  return data ? data.active === 1 : undefined;
}
