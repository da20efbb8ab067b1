import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { config } from '../../../shared/config/public-config';
import { fromHomePayload } from '../../../shared/api/site/home-payload';

export async function getLogos() {
  const prerendered = await fromHomePayload('logos');
  if (prerendered) return prerendered.web_logo_list;
  return callApi('logos', { site_id: config.SITE_ID || undefined }, { silent: true }).then(
    (reply) => reply.web_logo_list,
  );
}

export const logosQueryOptions = () =>
  queryOptions({ queryKey: ['site', 'logos'], queryFn: getLogos, staleTime: 30 * 60_000 });

/** The logo of one kind (desktop | mobile | favicon), if the operator uploaded one. */
export function useLogo(kind: string): string | undefined {
  return useLogoState(kind).src;
}

/** The logo and whether the list is still on its way (the header keeps the logo's box empty meanwhile). */
export function useLogoState(kind: string): { src: string | undefined; pending: boolean } {
  const { data, isPending } = useQuery(logosQueryOptions());
  return { src: data?.find((logo) => logo.kind === kind)?.photo_path, pending: isPending };
}
