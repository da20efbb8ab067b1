import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { config } from '../../../shared/config/public-config';

/** /forgot_password/sms (decision 0005): a code to the account's phone; answers alike whether they match. */
export function sendForgotPasswordSms(body: { account: string; member_phone: string }) {
  return callApi('forgotPasswordSms', { ...body, site_id: config.SITE_ID || undefined }, { silent: true });
}

export function useForgotPasswordSms() {
  return useMutation({ mutationFn: sendForgotPasswordSms });
}
