import type { RouletteDetail } from '@playdeck/contract';
import { ROULETTE_CODES } from '@playdeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isLoggedIn, useSession } from '../../stores/session-store';
import { ApiError } from '../api-error';
import { callApi } from '../call-api';
import { memberQueryKey, retryUnlessUnauthorized } from '../member/get-member-layout';
import { queryClient } from '../query-client';

/** The member's roulette activity; null when there is none (2095101), so the launcher stays hidden. */
export function getRoulette(call: 'roulette' | 'rouletteInfo' = 'roulette'): Promise<RouletteDetail | null> {
  return callApi(call, {}, { silent: true, abortable: true }).then(
    (reply) => reply.detail,
    (error: unknown) => {
      if (error instanceof ApiError && error.code === ROULETTE_CODES.none) return null;
      throw error;
    },
  );
}

export const rouletteQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: [...memberQueryKey(memberId), 'roulette'],
    queryFn: () => getRoulette(),
    enabled: !!memberId,
    staleTime: 60_000,
    retry: retryUnlessUnauthorized,
  });

export function useRoulette() {
  const memberId = useSession((s) => (isLoggedIn(s) ? s.memberId : null));
  return useQuery(rouletteQueryOptions(memberId));
}

const key = () => rouletteQueryOptions(useSession.getState().memberId).queryKey;

/** roulette_display re-initialises the activity. */
export function reloadRoulette(): void {
  void queryClient.invalidateQueries({ queryKey: key() });
}

/** Opening the wheel reads the fresh detail (roulette/info) into the same cache entry. */
export async function refreshRouletteInfo(): Promise<RouletteDetail | null> {
  const detail = await getRoulette('rouletteInfo');
  queryClient.setQueryData(key(), detail);
  return detail;
}

/** After a spin the remaining draws are the server's, without another request. */
export function setRemainingDraws(remaining: number): void {
  queryClient.setQueryData<RouletteDetail | null>(key(), (old) => old && { ...old, remaining_draws: remaining });
}
