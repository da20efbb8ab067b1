import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { config } from '../../../shared/config/public-config';

/** /arks/web/register-settings: the per-currency field settings, loaded before anything else. */
export const registerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'register-settings', config.SITE_ID],
    queryFn: () => callApi('registerSettings', { site_id: config.SITE_ID || undefined }, { silent: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
