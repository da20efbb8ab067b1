import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { agentKey, useMemberId } from './agent-keys';

export function getAgentSettlement(id: number) {
  return callApi('agentSettlement', { id }, { silent: true, abortable: true });
}

export const agentSettlementQueryOptions = (memberId: string | null, id: number | null) =>
  queryOptions({
    queryKey: [...agentKey(memberId), 'settlements', 'one', id],
    queryFn: () => getAgentSettlement(id!),
    enabled: !!memberId && id !== null,
    staleTime: 60_000,
    retry: retryUnlessUnauthorized,
  });

/** One statement with its lines; idle until one is chosen. */
export function useAgentSettlement(id: number | null) {
  return useQuery(agentSettlementQueryOptions(useMemberId(), id));
}
