import type { CallRequest } from '@playdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { invalidatePayments } from './payment-keys';

/** Reports a bank transfer the member made: the order waits for the operator's approval. */
export function depositBank(body: CallRequest<'depositBank'>) {
  return callApi('depositBank', body, { silent: true });
}

export function useDepositBank() {
  return useMutation({ mutationFn: depositBank, onSuccess: invalidatePayments });
}
