import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';

/** /login/double_validation/skip: spends this question and returns the next one. */
export function skipDoubleValidation(memberLoginId: string) {
  return callApi('doubleValidationSkip', { member_login_id: memberLoginId }, { silent: true });
}

export function useSkipDoubleValidation() {
  return useMutation({ mutationFn: skipDoubleValidation });
}
