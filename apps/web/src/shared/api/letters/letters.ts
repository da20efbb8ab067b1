import type { LetterListReply } from '@playdeck/contract';
import { LETTER_PAGE_SIZE } from '@playdeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { config } from '../../config/public-config';
import { currentLocale } from '../../i18n/translate';
import { isLoggedIn, useSession } from '../../stores/session-store';
import { callApi } from '../call-api';
import { memberQueryKey, retryUnlessUnauthorized } from '../member/get-member-layout';
import { queryClient } from '../query-client';

/** The list body: page 1 of the newest letters, by id descending; destroy sends the same body. */
export const letterListBody = () => ({
  active: 1,
  count: LETTER_PAGE_SIZE,
  language: currentLocale(),
  page: 1,
  site_id: config.SITE_ID || undefined,
  sort_field: 'id' as const,
  sort_order: 'desc' as const,
});

export function getLetters(): Promise<LetterListReply> {
  // Abortable: a 401 on any call stops it.
  return callApi('letters', letterListBody(), { silent: true, abortable: true });
}

export const lettersQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: [...memberQueryKey(memberId), 'letters'],
    queryFn: getLetters,
    enabled: !!memberId,
    staleTime: 60_000,
    retry: retryUnlessUnauthorized,
  });

/** The member's letters and unread count (header badge, footer tab, Letter page); idle for a guest. */
export function useLetters() {
  const memberId = useSession((s) => (isLoggedIn(s) ? s.memberId : null));
  return useQuery(lettersQueryOptions(memberId));
}

/** letter.sent / read / delete pushes and the page's own changes reload the list and the count. */
export function reloadLetters(): void {
  const memberId = useSession.getState().memberId;
  if (memberId) void queryClient.invalidateQueries({ queryKey: lettersQueryOptions(memberId).queryKey });
}

/** The badge goes to zero on this page only; the next reload brings the server's count back. */
export function clearUnreadLocally(): void {
  const memberId = useSession.getState().memberId;
  queryClient.setQueryData<LetterListReply>(
    lettersQueryOptions(memberId).queryKey,
    (old) => old && { ...old, unread_count: 0 },
  );
}
