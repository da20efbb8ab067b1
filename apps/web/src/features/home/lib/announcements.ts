import type { Announcement } from '@playdeck/contract';

export type Audience = 'member' | 'visitor';

/** Visitors see the announcements marked display_before_login, members those marked display_after_login. */
export function visibleAnnouncements(list: readonly Announcement[], audience: Audience): Announcement[] {
  return list.filter((item) => (audience === 'member' ? item.display_after_login : item.display_before_login) === 1);
}
