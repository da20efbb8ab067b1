import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { config } from '../../../shared/config/public-config';

/** /arks/web/register-settings/service-agreement: the agreement per language, sanitised HTML. */
export const serviceAgreementQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'service-agreement', config.SITE_ID],
    queryFn: () => callApi('serviceAgreement', { site_id: config.SITE_ID || undefined }),
    staleTime: 10 * 60_000,
  });
