import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { agentKey, useMemberId } from './agent-keys';

export function getAgentLinks() {
  return callApi('agentLinks', {}, { silent: true, abortable: true });
}

export const agentLinksQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: [...agentKey(memberId), 'links'],
    queryFn: getAgentLinks,
    enabled: !!memberId,
    // The visits and registrations move while the agent promotes: read fresh each time the page opens.
    staleTime: 0,
    retry: retryUnlessUnauthorized,
  });

/** The agent's promotion links with their visits and registrations. */
export function useAgentLinks() {
  return useQuery(agentLinksQueryOptions(useMemberId()));
}
