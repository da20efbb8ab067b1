import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { agentKey, useMemberId } from './agent-keys';

export function getAgentPlan() {
  return callApi('agentPlan', {}, { silent: true, abortable: true });
}

export const agentPlanQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: [...agentKey(memberId), 'plan'],
    queryFn: getAgentPlan,
    enabled: !!memberId,
    staleTime: 5 * 60_000,
    retry: retryUnlessUnauthorized,
  });

/** The agent's commission plan (and the terms to come), and their level. */
export function useAgentPlan() {
  return useQuery(agentPlanQueryOptions(useMemberId()));
}
