import type { CallRequest } from '@playdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { invalidatePayments } from './payment-keys';

/** Adds a payout account (bank or e-wallet) for withdrawals. */
export function addBankAccount(body: CallRequest<'bankAccountAdd'>) {
  return callApi('bankAccountAdd', body, { silent: true });
}

export function useBankAccountAdd() {
  return useMutation({ mutationFn: addBankAccount, onSuccess: invalidatePayments });
}
