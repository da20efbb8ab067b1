import type { CallRequest } from '@playdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { invalidatePayments } from './payment-keys';

/** Starts an online deposit: the order and the gateway's pay page address. */
export function depositOnline(body: CallRequest<'depositOnline'>) {
  return callApi('depositOnline', body, { silent: true });
}

export function useDepositOnline() {
  return useMutation({ mutationFn: depositOnline, onSuccess: invalidatePayments });
}
