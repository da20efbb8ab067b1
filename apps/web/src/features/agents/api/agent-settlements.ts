import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { agentKey, useMemberId } from './agent-keys';

export const STATEMENTS_PAGE_SIZE = 20;

export function getAgentSettlements(page: number) {
  return callApi('agentSettlements', { page, count: STATEMENTS_PAGE_SIZE }, { silent: true, abortable: true });
}

export const agentSettlementsQueryOptions = (memberId: string | null, page: number) =>
  queryOptions({
    queryKey: [...agentKey(memberId), 'settlements', page],
    queryFn: () => getAgentSettlements(page),
    enabled: !!memberId,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: retryUnlessUnauthorized,
  });

/** A page of the agent's commission statements, newest first. */
export function useAgentSettlements(page: number) {
  return useQuery(agentSettlementsQueryOptions(useMemberId(), page));
}
