import { MEMBER_CENTRE_CODES } from '@playdeck/contract';
import type { MemberAnnouncement, MemberAnnouncementsReply, memberAnnouncementsRequest } from '@playdeck/contract';
import type { z } from 'zod';
import { ApiError } from '../../lib/envelope.js';
import type { ReadsRepo } from './reads-repo.js';
import type { Entry } from './replies.js';
import type { ContentService, ReadScope } from './service.js';

type ListBody = z.output<typeof memberAnnouncementsRequest>;
type Category = MemberAnnouncement['kind'];

const categoryOf = (e: Entry<'announcement'>): Category => (e.data.category === 'bank' ? 'bank' : 'marquee');

/**
 * The member centre's announcements: the site's announcements shown to members, newest
 * first, both categories (the bank notices only where the site shows that link), with read state.
 */
export function createMemberAnnouncements(content: ContentService, reads: ReadsRepo) {
  async function shown(scope: ReadScope): Promise<Entry<'announcement'>[]> {
    const bankHidden = scope.site.envConfig.hiddenMemberLinks?.includes('announcement_bank') ?? false;
    const entries = await content.announcements(scope);
    return entries
      .filter((e) => e.data.display_after_login === 1 && !(bankHidden && categoryOf(e) === 'bank'))
      .sort((a, b) => (b.startsAt ?? b.createdAt).getTime() - (a.startsAt ?? a.createdAt).getTime() || b.id - a.id);
  }

  return {
    async list(scope: ReadScope, memberId: number, body: ListBody): Promise<MemberAnnouncementsReply> {
      const all = await shown(scope);
      const read = await reads.readIds(
        scope.site.siteId,
        memberId,
        all.map((e) => e.id),
      );
      const matching = body.kind ? all.filter((e) => categoryOf(e) === body.kind) : all;
      const page = matching.slice((body.page - 1) * body.count, body.page * body.count);
      return {
        list: page.map((e) => ({
          id: e.id,
          kind: categoryOf(e),
          title: e.data.title ?? '',
          content: e.data.content,
          published_at: (e.startsAt ?? e.createdAt).toISOString(),
          is_read: read.has(e.id) ? 1 : 0,
        })),
        total: matching.length,
        unread: all.filter((e) => !read.has(e.id)).length,
      };
    },

    /** Only an announcement this member can see now can be marked read. */
    async markRead(scope: ReadScope, memberId: number, id: number): Promise<void> {
      if (!(await shown(scope)).some((e) => e.id === id)) {
        throw new ApiError(MEMBER_CENTRE_CODES.announcementNotFound, 'content.announcement_not_found');
      }
      await reads.markRead(scope.site.siteId, memberId, id);
    },
  };
}

export type MemberAnnouncements = ReturnType<typeof createMemberAnnouncements>;
