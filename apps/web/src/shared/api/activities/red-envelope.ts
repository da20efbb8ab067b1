import type { RedEnvelope } from '@playdeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isLoggedIn, useSession } from '../../stores/session-store';
import { callApi } from '../call-api';
import { memberQueryKey, retryUnlessUnauthorized } from '../member/get-member-layout';
import { queryClient } from '../query-client';

export function getRedEnvelope(): Promise<RedEnvelope | null> {
  return callApi('redEnvelopePromotion', {}, { silent: true, abortable: true }).then((reply) => reply.envelope);
}

export const redEnvelopeQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: [...memberQueryKey(memberId), 'redEnvelope'],
    queryFn: getRedEnvelope,
    enabled: !!memberId,
    staleTime: 60_000,
    retry: retryUnlessUnauthorized,
  });

/** The live red envelope of the member's site and currency, or null. */
export function useRedEnvelope() {
  const memberId = useSession((s) => (isLoggedIn(s) ? s.memberId : null));
  return useQuery(redEnvelopeQueryOptions(memberId));
}

const key = () => redEnvelopeQueryOptions(useSession.getState().memberId).queryKey;

/** RedEnvelopeDisplay, the end of a countdown and a closed claim modal fetch the envelope again. */
export function reloadRedEnvelope(): void {
  void queryClient.invalidateQueries({ queryKey: key() });
}

/** Claim code 102 (over or already claimed): the widget goes away until the server offers another. */
export function clearRedEnvelope(): void {
  queryClient.setQueryData<RedEnvelope | null>(key(), null);
}
