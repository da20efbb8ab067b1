import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { memberQueryKey, retryUnlessUnauthorized, useMemberLayout } from '../../../shared/api/member/get-member-layout';
import { useMemberId } from './member-id';

export function getAgentLevelNames() {
  return callApi('agentLevelRename', {}, { silent: true, abortable: true }).then((reply) => reply.detail);
}

export const agentLevelNamesQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: [...memberQueryKey(memberId), 'agentLevelNames'],
    queryFn: getAgentLevelNames,
    enabled: !!memberId,
    staleTime: 10 * 60_000,
    retry: retryUnlessUnauthorized,
  });

/**
 * The name of the member's agent level (asked only when member_type is not 1, an ordinary
 * member); undefined for an ordinary member, while loading, or when the site named no such level.
 */
export function useAgentLevelName(): string | undefined {
  const memberId = useMemberId();
  const layout = useMemberLayout().data;
  const asks = !!layout && layout.member_type !== 1;
  const names = useQuery({ ...agentLevelNamesQueryOptions(memberId), enabled: !!memberId && asks });
  if (!asks) return undefined;
  return names.data?.find((entry) => entry.agent_level === layout.agent_level)?.name || undefined;
}
