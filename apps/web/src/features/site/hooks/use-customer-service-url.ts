import { config, customerUrlFor } from '../../../shared/config/public-config';
import { usePreferences } from '../../../shared/stores/preferences-store';
import { useSiteDetail } from '../../../shared/api/site/site-detail';

/** Online customer service for the current locale (site detail when loaded, else the inline config). */
export function useCustomerServiceUrl(): string | undefined {
  const locale = usePreferences((s) => s.locale);
  const { data } = useSiteDetail();
  return customerUrlFor(data?.env_config.customerUrl ?? config.CUSTOMER_URL, locale);
}
