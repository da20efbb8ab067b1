import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { memberProfileQueryOptions } from '../../../shared/api/member/get-member-profile';
import { useMemberId } from './member-id';

export function getProfileRules() {
  return callApi('profileRules', {}, { silent: true, abortable: true }).then((reply) => reply.fields);
}

/** Under the profile's key, so whatever refreshes the profile (profile.updated) refreshes the rules too. */
export const profileRulesQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: [...memberProfileQueryOptions(memberId).queryKey, 'rules'],
    queryFn: getProfileRules,
    enabled: !!memberId,
    staleTime: 5 * 60_000,
    retry: retryUnlessUnauthorized,
  });

/** Which profile fields this member sees and may change (profileRules). */
export function useProfileRules() {
  return useQuery(profileRulesQueryOptions(useMemberId()));
}
