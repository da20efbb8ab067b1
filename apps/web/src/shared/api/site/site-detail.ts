import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../call-api';
import { config } from '../../config/public-config';
import { fromHomePayload } from './home-payload';

export async function getSiteDetail() {
  const prerendered = await fromHomePayload('detail');
  if (prerendered) return prerendered;
  // Background data: the page already has the public config inline, so a failure stays silent.
  return callApi('siteDetail', { site_id: config.SITE_ID || undefined }, { silent: true }).then(
    (reply) => reply.detail,
  );
}

export const siteDetailQueryOptions = () =>
  queryOptions({ queryKey: ['site', 'detail'], queryFn: getSiteDetail, staleTime: 5 * 60_000 });

export function useSiteDetail() {
  return useQuery(siteDetailQueryOptions());
}
