import type { CallRequest } from '@playdeck/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { memberProfileQueryOptions } from '../../../shared/api/member/get-member-profile';
import { useMemberId } from './member-id';
import { profileRulesQueryOptions } from './profile-rules';

/** profileEdit: only the changed fields (and the SMS code of a new phone); the page shows its own messages. */
export function editProfile(body: CallRequest<'profileEdit'>) {
  return callApi('profileEdit', body, { silent: true }).then((reply) => reply.member_profile);
}

/** Saves a change; the reply's profile replaces the shown one, and the rules are read again. */
export function useProfileEdit() {
  const queryClient = useQueryClient();
  const memberId = useMemberId();
  return useMutation({
    mutationFn: editProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(memberProfileQueryOptions(memberId).queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: profileRulesQueryOptions(memberId).queryKey });
    },
  });
}
