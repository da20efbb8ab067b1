import type { CallRequest } from '@playdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { invalidatePayments } from './payment-keys';

/** Deletes one of the member's payout accounts. */
export function deleteBankAccount(body: CallRequest<'bankAccountDelete'>) {
  return callApi('bankAccountDelete', body, { silent: true });
}

export function useBankAccountDelete() {
  return useMutation({ mutationFn: deleteBankAccount, onSuccess: invalidatePayments });
}
