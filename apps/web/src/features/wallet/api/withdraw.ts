import type { CallRequest } from '@playdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { refreshBalance } from '../../../shared/api/wallet/balance';
import { invalidatePayments } from './payment-keys';

/** Asks for a withdrawal: the amount is held until the order is paid, rejected or cancelled. */
export function requestWithdrawal(body: CallRequest<'withdraw'>) {
  return callApi('withdraw', body, { silent: true });
}

export function useWithdraw() {
  return useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: () => {
      invalidatePayments();
      refreshBalance();
    },
  });
}
