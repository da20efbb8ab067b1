import type { Letter, LetterListReply } from '@playdeck/contract';
import { channels } from '@playdeck/contract';
import { sanitizeAuthoredHtml } from '../../lib/sanitize.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { LetterAudience, LetterRow, LettersRepo } from './repo.js';

export type Audience = LetterAudience;

const toLetter = (row: LetterRow): Letter => ({
  id: row.id,
  title: row.title,
  content: row.content,
  is_read: row.isRead ? 1 : 0,
  created_at: row.createdAt.toISOString(),
});

/** Letters: the member's inbox, and the operator's way to write to one member, a currency or everyone. */
export function createLetters(repo: LettersRepo, realtime: RealtimeHub) {
  const unread = (siteId: number, memberId: number): Promise<number> => repo.unread(siteId, memberId);

  return {
    unread,

    async list(
      siteId: number,
      memberId: number,
      q: { page: number; count: number; sort_order: 'asc' | 'desc' },
    ): Promise<LetterListReply> {
      const [rows, total, unreadCount] = await Promise.all([
        repo.page(siteId, memberId, q),
        repo.total(siteId, memberId),
        unread(siteId, memberId),
      ]);
      return { list: rows.map(toLetter), total_count: total, unread_count: unreadCount };
    },

    /** Marks one letter read; another member's letter id changes nothing. */
    async read(siteId: number, memberId: number, id: number): Promise<number> {
      if (await repo.markRead(siteId, memberId, id)) realtime.publish(channels.member(memberId), 'letter.read', {});
      return unread(siteId, memberId);
    },

    async destroy(siteId: number, memberId: number, ids: number[] | undefined): Promise<number> {
      const deleted = await repo.softDelete(siteId, memberId, ids);
      if (deleted) realtime.publish(channels.member(memberId), 'letter.delete', {});
      return deleted;
    },

    /** Operator side: one row per recipient, then a `letter.sent` push to each. */
    async send(siteId: number, audience: Audience, letter: { title: string; content: string; language?: string }) {
      const recipients = await repo.recipients(siteId, audience);
      if (!recipients.length) return 0;
      const content = sanitizeAuthoredHtml(letter.content);
      const title = letter.title.slice(0, 200);
      for (let i = 0; i < recipients.length; i += 500) {
        const chunk = recipients.slice(i, i + 500);
        await repo.insertMany(
          chunk.map((r) => ({ siteId, memberId: r.id, title, content, language: letter.language ?? null })),
        );
      }
      for (const r of recipients) realtime.publish(channels.member(r.id), 'letter.sent', {});
      return recipients.length;
    },
  };
}

export type LettersService = ReturnType<typeof createLetters>;
