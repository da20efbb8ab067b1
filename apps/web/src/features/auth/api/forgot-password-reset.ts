import type { CallRequest } from '@playdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { config } from '../../../shared/config/public-config';

export type ForgotResetBody = Omit<CallRequest<'forgotPasswordReset'>, 'site_id'>;

/** /forgot_password/reset (decision 0005): the SMS code and the new password twice. */
export function resetForgottenPassword(body: ForgotResetBody) {
  return callApi('forgotPasswordReset', { ...body, site_id: config.SITE_ID || undefined }, { silent: true });
}

export function useForgotPasswordReset() {
  return useMutation({ mutationFn: resetForgottenPassword });
}
