import type { CallRequest } from '@playdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { invalidateAgent } from './agent-keys';

export function registerDownline(body: CallRequest<'agentRegister'>) {
  return callApi('agentRegister', body, { silent: true });
}

/** Registers a member under the agent; the downline list and reports then count them. */
export function useAgentRegister() {
  return useMutation({ mutationFn: registerDownline, onSuccess: () => invalidateAgent() });
}
