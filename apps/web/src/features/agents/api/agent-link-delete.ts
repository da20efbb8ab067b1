import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { invalidateAgent } from './agent-keys';

export function deleteAgentLink(id: number) {
  return callApi('agentLinkDelete', { id }, { silent: true });
}

/** Deletes a link; whatever the outcome (deleted, already gone) the list is read again. */
export function useAgentLinkDelete() {
  return useMutation({ mutationFn: deleteAgentLink, onSettled: () => invalidateAgent('links') });
}
