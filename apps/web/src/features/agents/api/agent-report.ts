import type { CallRequest } from '@playdeck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { agentKey, useMemberId } from './agent-keys';

export type ReportQuery = Required<CallRequest<'agentReport'>>;

export function getAgentReport(query: ReportQuery) {
  return callApi('agentReport', query, { silent: true, abortable: true });
}

export const agentReportQueryOptions = (memberId: string | null, query: ReportQuery | null) =>
  queryOptions({
    queryKey: [...agentKey(memberId), 'report', query],
    queryFn: () => getAgentReport(query!),
    // No request while the range is not one the server answers.
    enabled: !!memberId && query !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: retryUnlessUnauthorized,
  });

/** The downline's figures per day, week or month of a range, with the totals. */
export function useAgentReport(query: ReportQuery | null) {
  return useQuery(agentReportQueryOptions(useMemberId(), query));
}
