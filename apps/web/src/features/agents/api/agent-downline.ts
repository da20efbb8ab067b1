import type { CallRequest } from '@playdeck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { agentKey, useMemberId } from './agent-keys';

export const DOWNLINE_PAGE_SIZE = 20;
export type DownlineQuery = Required<Pick<CallRequest<'agentDownline'>, 'page' | 'kind'>> & { account: string };

export function getAgentDownline({ page, kind, account }: DownlineQuery) {
  const body: CallRequest<'agentDownline'> = { page, count: DOWNLINE_PAGE_SIZE, kind };
  if (account) body.member_account = account;
  return callApi('agentDownline', body, { silent: true, abortable: true });
}

export const agentDownlineQueryOptions = (memberId: string | null, query: DownlineQuery) =>
  queryOptions({
    queryKey: [...agentKey(memberId), 'downline', query],
    queryFn: () => getAgentDownline(query),
    enabled: !!memberId,
    staleTime: 30_000,
    // Paging and searching keep the last rows on screen (dimmed) until the next arrive.
    placeholderData: keepPreviousData,
    retry: retryUnlessUnauthorized,
  });

/** A page of the agent's members and sub-agents. */
export function useAgentDownline(query: DownlineQuery) {
  return useQuery(agentDownlineQueryOptions(useMemberId(), query));
}
