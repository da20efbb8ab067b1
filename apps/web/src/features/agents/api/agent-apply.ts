import type { CallRequest } from '@playdeck/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { memberQueryKey } from '../../../shared/api/member/get-member-layout';
import { useMemberId } from './agent-keys';

export function applyForAgent(body: CallRequest<'agentApply'>) {
  return callApi('agentApply', body, { silent: true });
}

/** Sends the application; the menu's "may I apply" answer is asked again whatever the outcome. */
export function useAgentApply() {
  const queryClient = useQueryClient();
  const memberId = useMemberId();
  return useMutation({
    mutationFn: applyForAgent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...memberQueryKey(memberId), 'applyForAgent'] }),
  });
}
