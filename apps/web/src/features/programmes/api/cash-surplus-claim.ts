import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { programmeKey, useMemberId } from './programme-keys';

/** Claims one grant: the amount paid and the member's new balance. */
export function claimCashSurplus(id: number) {
  // Not abortable: a claim on its way is left to finish; its outcome is read back with the list.
  return callApi('cashSurplusClaim', { id }, { silent: true });
}

/** The claim call; whatever its outcome, the page reads the grants again (paid, expired or gone). */
export function useCashSurplusClaimMutation() {
  const memberId = useMemberId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimCashSurplus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: programmeKey(memberId, 'cash_surplus') }),
  });
}
