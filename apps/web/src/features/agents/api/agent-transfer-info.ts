import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { agentKey, useMemberId } from './agent-keys';

export function getAgentTransferInfo() {
  return callApi('agentTransferInfo', {}, { silent: true, abortable: true });
}

export const agentTransferInfoQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: [...agentKey(memberId), 'transfer'],
    queryFn: getAgentTransferInfo,
    enabled: !!memberId,
    // The balance and what is used today move with every transfer and game: read fresh on each visit.
    staleTime: 0,
    retry: retryUnlessUnauthorized,
  });

/** The agent's balance, transfer limits, withdraw-password state and latest transfers. */
export function useAgentTransferInfo() {
  return useQuery(agentTransferInfoQueryOptions(useMemberId()));
}
