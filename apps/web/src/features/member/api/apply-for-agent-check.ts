import type { APPLY_FOR_AGENT_CODES as CONTRACT_CODES } from '@playdeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { callApi } from '../../../shared/api/call-api';
import { memberQueryKey, retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { useMemberId } from './member-id';

/**
 * 100 may apply, 101 already an agent or applied, 104 the site takes no applications. Spelled here (the
 * contract's module carries zod schemas) and checked against the contract's codes.
 */
export const APPLY_FOR_AGENT_CODES = {
  mayApply: 100,
  alreadyAgent: 101,
  closed: 104,
} as const satisfies typeof CONTRACT_CODES;
export type ApplyAnswer = (typeof APPLY_FOR_AGENT_CODES)[keyof typeof APPLY_FOR_AGENT_CODES];
const ANSWERS: readonly number[] = Object.values(APPLY_FOR_AGENT_CODES);

/** applyForAgentCheck: the reply's code is the answer, so 101 and 104 are answers here, not failures. */
export async function checkApplyForAgent(): Promise<ApplyAnswer> {
  try {
    await callApi('applyForAgentCheck', { apply_agent_flag: 0 }, { silent: true, abortable: true });
    return APPLY_FOR_AGENT_CODES.mayApply;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'server' && ANSWERS.includes(error.code ?? 0)) {
      return error.code as ApplyAnswer;
    }
    throw error;
  }
}

export const applyForAgentQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: [...memberQueryKey(memberId), 'applyForAgent'],
    queryFn: checkApplyForAgent,
    enabled: !!memberId,
    staleTime: 5 * 60_000,
    retry: retryUnlessUnauthorized,
  });

/** May this member apply to be an agent? Asked only for a member who is not one (`enabled`). */
export function useApplyForAgentCheck(enabled: boolean) {
  const memberId = useMemberId();
  return useQuery({ ...applyForAgentQueryOptions(memberId), enabled: enabled && !!memberId });
}
