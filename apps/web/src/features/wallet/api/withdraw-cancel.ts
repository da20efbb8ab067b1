import type { CallRequest } from '@playdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { refreshBalance } from '../../../shared/api/wallet/balance';
import { invalidatePayments } from './payment-keys';

/** Cancels a withdrawal that is still pending (the held amount is released). */
export function cancelWithdrawal(body: CallRequest<'withdrawCancel'>) {
  return callApi('withdrawCancel', body, { silent: true });
}

export function useWithdrawCancel() {
  return useMutation({
    mutationFn: cancelWithdrawal,
    onSuccess: () => {
      invalidatePayments();
      refreshBalance();
    },
  });
}
