import type { CallRequest } from '@playdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { setMemberCash } from '../../../shared/api/wallet/balance';
import { invalidateAgent } from './agent-keys';

export function transferToDownline(body: CallRequest<'agentTransfer'>) {
  // Not abortable: a transfer on its way is left to finish; the request_id makes a retry safe.
  return callApi('agentTransfer', body, { silent: true });
}

/** Moves money to a downline member; the header balance takes the new one at once. */
export function useAgentTransfer() {
  return useMutation({
    mutationFn: transferToDownline,
    onSuccess: (reply) => setMemberCash(reply.balance),
    onSettled: () => invalidateAgent('transfer'),
  });
}
