import type { CallRequest } from '@playdeck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { agentKey, useMemberId } from './agent-keys';

export type TierReportQuery = CallRequest<'agentTierReport'>;

export function getAgentTierReport(query: TierReportQuery) {
  return callApi('agentTierReport', query, { silent: true, abortable: true });
}

export const agentTierReportQueryOptions = (memberId: string | null, query: TierReportQuery | null) =>
  queryOptions({
    queryKey: [...agentKey(memberId), 'tier_report', query],
    queryFn: () => getAgentTierReport(query!),
    enabled: !!memberId && query !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: retryUnlessUnauthorized,
  });

/** The downline's figures by level of the tree (1 = the agent's own members), with the totals. */
export function useAgentTierReport(query: TierReportQuery | null) {
  return useQuery(agentTierReportQueryOptions(useMemberId(), query));
}
