import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { config } from '../../../shared/config/public-config';

/**
 * The site's registration settings per currency (public): which of the downline's contact fields the
 * site asks for and requires. The same query (key and answer) as the registration form's.
 */
export function useRegisterSettings() {
  return useQuery(
    queryOptions({
      queryKey: ['auth', 'register-settings', config.SITE_ID],
      queryFn: () => callApi('registerSettings', { site_id: config.SITE_ID || undefined }, { silent: true }),
      staleTime: 5 * 60_000,
      retry: false,
    }),
  );
}
