import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { currentLocale } from '../../../shared/i18n/translate';
import { agentKey, useMemberId } from './agent-keys';

export function getAgentAgreement() {
  return callApi('agentAgreement', {}, { silent: true, abortable: true });
}

export const agentAgreementQueryOptions = (memberId: string | null) =>
  queryOptions({
    // The server answers in the request's language.
    queryKey: [...agentKey(memberId), 'agreement', currentLocale()],
    queryFn: getAgentAgreement,
    enabled: !!memberId,
    staleTime: 10 * 60_000,
    retry: retryUnlessUnauthorized,
  });

/** The agent agreement: what an applicant accepts and an agent reads. */
export function useAgentAgreement() {
  return useQuery(agentAgreementQueryOptions(useMemberId()));
}
