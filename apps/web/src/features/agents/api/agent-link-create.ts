import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { invalidateAgent } from './agent-keys';

export function createAgentLink(name: string) {
  return callApi('agentLinkCreate', { name }, { silent: true });
}

export function useAgentLinkCreate() {
  return useMutation({ mutationFn: createAgentLink, onSettled: () => invalidateAgent('links') });
}
