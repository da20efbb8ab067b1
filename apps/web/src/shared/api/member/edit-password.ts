import type { CallRequest } from '@playdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../call-api';

/** /member/profile/edit_password: old_password, password, check_password. */
export function editPassword(body: CallRequest<'editPassword'>) {
  return callApi('editPassword', body, { silent: true });
}

export function useEditPassword() {
  return useMutation({ mutationFn: editPassword });
}
