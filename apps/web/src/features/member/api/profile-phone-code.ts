import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';

/** profilePhoneCode: an SMS code to the new phone number. */
export function sendPhoneCode(memberPhone: string) {
  return callApi('profilePhoneCode', { member_phone: memberPhone }, { silent: true });
}

export function usePhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}
