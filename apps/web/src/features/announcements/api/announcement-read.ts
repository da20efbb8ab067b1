import type { MemberAnnouncementsReply } from '@playdeck/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { useSession } from '../../../shared/stores/session-store';
import { markRead } from '../lib/tabs';
import { announcementsKey } from './member-announcements';

/** memberAnnouncementRead: the member opened it. */
export function readAnnouncement(id: number) {
  return callApi('memberAnnouncementRead', { id }, { silent: true });
}

/** Marks an announcement read: every cached page shows it at once, then the lists are read again. */
export function useReadAnnouncement() {
  const queryClient = useQueryClient();
  const memberId = useSession((s) => s.memberId);
  return useMutation({
    mutationFn: readAnnouncement,
    onMutate: (id) => {
      queryClient.setQueriesData<MemberAnnouncementsReply>({ queryKey: announcementsKey(memberId) }, (old) =>
        old ? markRead(old, id) : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementsKey(memberId) }),
  });
}
