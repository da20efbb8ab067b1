import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { memberQueryKey, retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { isLoggedIn, useSession } from '../../../shared/stores/session-store';

/** The ids of the games this member played last, newest first (members only). */
export const lastPlayingQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: [...memberQueryKey(memberId), 'games', 'last-playing'],
    queryFn: () => callApi('lastPlayingGames', {}, { silent: true, abortable: true }).then((reply) => reply.list),
    enabled: !!memberId,
    staleTime: 0,
    retry: retryUnlessUnauthorized,
  });

export function useLastPlaying({ enabled = true }: { enabled?: boolean } = {}) {
  const memberId = useSession((s) => (isLoggedIn(s) ? s.memberId : null));
  return useQuery({ ...lastPlayingQueryOptions(memberId), enabled: enabled && !!memberId });
}
