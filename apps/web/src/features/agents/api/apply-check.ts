import type { APPLY_FOR_AGENT_CODES as CONTRACT_CODES } from '@playdeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { callApi } from '../../../shared/api/call-api';
import { memberQueryKey, retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { useMemberId } from './agent-keys';

/** 100 may apply, 101 already an agent or applied, 104 closed (spelled here: the contract module has zod). */
export const APPLY_ANSWERS = { mayApply: 100, alreadyAgent: 101, closed: 104 } as const satisfies typeof CONTRACT_CODES;
export type ApplyAnswer = (typeof APPLY_ANSWERS)[keyof typeof APPLY_ANSWERS];
const ANSWERS: readonly number[] = Object.values(APPLY_ANSWERS);

/** applyForAgentCheck: the reply's code is the answer, so 101 and 104 are answers here, not failures. */
export async function checkApply(): Promise<ApplyAnswer> {
  try {
    await callApi('applyForAgentCheck', { apply_agent_flag: 0 }, { silent: true, abortable: true });
    return APPLY_ANSWERS.mayApply;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'server' && ANSWERS.includes(error.code ?? 0)) {
      return error.code as ApplyAnswer;
    }
    throw error;
  }
}

/** The same query (key and answer) as the member centre's menu asks, so both stay in step. */
export function useApplyCheck(enabled: boolean) {
  const memberId = useMemberId();
  return useQuery(
    queryOptions({
      queryKey: [...memberQueryKey(memberId), 'applyForAgent'],
      queryFn: checkApply,
      enabled: enabled && !!memberId,
      staleTime: 5 * 60_000,
      retry: retryUnlessUnauthorized,
    }),
  );
}
