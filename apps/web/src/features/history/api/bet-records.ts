import type { CallRequest } from '@playdeck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { callApi } from '../../../shared/api/call-api';
import { historyKey, useMemberId } from './history-keys';

type BetRecordsRequest = CallRequest<'betRecords'>;

export const BET_RECORDS_PAGE_SIZE = 20;

/** The member's rounds at one provider over a range of days (read from the provider, so it may be slow). */
export function getBetRecords(body: BetRecordsRequest) {
  return callApi('betRecords', body, { silent: true, abortable: true });
}

/** A business answer (provider unavailable, no such provider, a refused range) is shown at once; a lost call is tried once more. */
const retryProvider = (failures: number, error: Error) =>
  retryUnlessUnauthorized(failures, error) && !(error instanceof ApiError && error.kind === 'server');

export const betRecordsQueryOptions = (memberId: string | null, body: BetRecordsRequest | null) =>
  queryOptions({
    queryKey: [...historyKey(memberId), 'bets', body],
    queryFn: () => getBetRecords(body!),
    enabled: !!memberId && !!body,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    retry: retryProvider,
  });

/** Idle until a provider and a valid range are chosen (`body` null). */
export function useBetRecords(body: BetRecordsRequest | null) {
  return useQuery(betRecordsQueryOptions(useMemberId(), body));
}
