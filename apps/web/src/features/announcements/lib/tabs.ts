import type { MemberAnnouncementsReply } from '@playdeck/contract';
import type { MemberLink } from '../../../shared/lib/member-links';

/** The Announcement page's tabs: every kind, the marquee's items, the bank announcements. */
export const ANNOUNCEMENT_TABS = ['all', 'marquee', 'bank'] as const;
export type AnnouncementTab = (typeof ANNOUNCEMENT_TABS)[number];

export const PAGE_SIZE = 10;

/** The tabs this site shows: the Bank tab goes where the site hides announcement_bank. */
export function visibleTabs(hidden: readonly MemberLink[]): AnnouncementTab[] {
  return ANNOUNCEMENT_TABS.filter((tab) => tab !== 'bank' || !hidden.includes('announcement_bank'));
}

/** How many pages a total makes (at least one, so "1 of 1" reads right on an empty list). */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** A reply with one item read: its flag set and the unread count lowered once. */
export function markRead(reply: MemberAnnouncementsReply, id: number): MemberAnnouncementsReply {
  const item = reply.list.find((entry) => entry.id === id);
  if (!item || item.is_read === 1) return reply;
  return {
    ...reply,
    unread: Math.max(0, reply.unread - 1),
    list: reply.list.map((entry) => (entry.id === id ? { ...entry, is_read: 1 } : entry)),
  };
}

/** The first lines of a plain-text announcement, for the list. */
export function excerpt(content: string, max = 140): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
