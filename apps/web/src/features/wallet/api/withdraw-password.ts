import type { CallRequest } from '@playdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { memberProfileQueryOptions } from '../../../shared/api/member/get-member-profile';
import { queryClient } from '../../../shared/api/query-client';
import { useSession } from '../../../shared/stores/session-store';
import { invalidatePayments } from './payment-keys';

/** Sets the four-digit withdraw password, or changes it (the old one is then required). */
export function saveWithdrawPassword(body: CallRequest<'withdrawPassword'>) {
  return callApi('withdrawPassword', body, { silent: true });
}

export function useWithdrawPassword() {
  return useMutation({
    mutationFn: saveWithdrawPassword,
    onSuccess: () => {
      invalidatePayments();
      // The profile's is_withdraw_password changes too.
      const { queryKey } = memberProfileQueryOptions(useSession.getState().memberId);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
