import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { memberQueryKey, retryUnlessUnauthorized } from '../../../shared/api/member/get-member-layout';
import { isLoggedIn, useSession } from '../../../shared/stores/session-store';
import type { AnnouncementTab } from '../lib/tabs';
import { PAGE_SIZE } from '../lib/tabs';

export function getMemberAnnouncements(tab: AnnouncementTab, page: number) {
  const kind = tab === 'all' ? undefined : tab;
  return callApi('memberAnnouncements', { kind, page, count: PAGE_SIZE }, { silent: true, abortable: true });
}

/** Every page of every tab sits under this key: reading one item updates them all. */
export const announcementsKey = (memberId: string | null) => [...memberQueryKey(memberId), 'announcements'] as const;

export const memberAnnouncementsQueryOptions = (memberId: string | null, tab: AnnouncementTab, page: number) =>
  queryOptions({
    queryKey: [...announcementsKey(memberId), tab, page],
    queryFn: () => getMemberAnnouncements(tab, page),
    enabled: !!memberId,
    staleTime: 30_000,
    // The previous page stays on screen while the next one loads (no jump to a spinner).
    placeholderData: keepPreviousData,
    retry: retryUnlessUnauthorized,
  });

/** The member's announcements of a tab, a page at a time, with the read state and the unread count. */
export function useMemberAnnouncements(tab: AnnouncementTab, page: number) {
  const memberId = useSession((s) => (isLoggedIn(s) ? s.memberId : null));
  return useQuery(memberAnnouncementsQueryOptions(memberId, tab, page));
}
