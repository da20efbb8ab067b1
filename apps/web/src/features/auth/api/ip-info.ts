import type { IpInfoReply } from '@playdeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { config } from '../../../shared/config/public-config';

/** /register/ip_info: the address (and country) the server sees, sent back in the register body. */
export function getIpInfo(): Promise<IpInfoReply> {
  return callApi('ipInfo', { site_id: config.SITE_ID || undefined }, { silent: true });
}

export const ipInfoQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'ip-info'], queryFn: getIpInfo, staleTime: 10 * 60_000, retry: false });

/** Undefined until (or unless) it answers: the registration goes without it then. */
export function useIpInfo(): IpInfoReply | undefined {
  return useQuery(ipInfoQueryOptions()).data;
}
