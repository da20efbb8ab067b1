import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';

/** GET /clientCaptcha: the sealed answer (sent back as captcha_text) and the SVG to show. */
export function getClientCaptcha() {
  return callApi('clientCaptcha', {}, { silent: true });
}

export const clientCaptchaQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'client-captcha'],
    queryFn: getClientCaptcha,
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
  });

export function useClientCaptcha() {
  const query = useQuery(clientCaptchaQueryOptions());
  const reload = () => {
    if (!query.isFetching) void query.refetch({ cancelRefetch: false });
  };
  return { ...query, reload };
}
