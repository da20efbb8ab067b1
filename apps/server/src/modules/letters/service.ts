import { and, count, desc, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Letter, LetterListReply } from '@playdeck/contract';
import { channels } from '@playdeck/contract';
import type { Db } from '../../db/client.js';
import { letters, members } from '../../db/schema/index.js';
import { sanitizeAuthoredHtml } from '../../lib/sanitize.js';
import type { RealtimeHub } from '../realtime/hub.js';

export type Audience = { memberIds: number[] } | { currency: string } | { all: true };

const toLetter = (row: typeof letters.$inferSelect): Letter => ({
  id: row.id,
  title: row.title,
  content: row.content,
  is_read: row.isRead ? 1 : 0,
  created_at: row.createdAt.toISOString(),
});

/** Letters: the member's inbox, and the operator's way to write to one member, a currency or everyone. */
export function createLetters(db: Db, realtime: RealtimeHub) {
  const mine = (siteId: number, memberId: number) =>
    and(eq(letters.siteId, siteId), eq(letters.memberId, memberId), isNull(letters.deletedAt));

  async function unread(siteId: number, memberId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(letters)
      .where(and(mine(siteId, memberId), eq(letters.isRead, false)));
    return row?.n ?? 0;
  }

  return {
    unread,

    async list(
      siteId: number,
      memberId: number,
      q: { page: number; count: number; sort_order: 'asc' | 'desc' },
    ): Promise<LetterListReply> {
      const [rows, [total], unreadCount] = await Promise.all([
        db
          .select()
          .from(letters)
          .where(mine(siteId, memberId))
          .orderBy(q.sort_order === 'asc' ? asc(letters.id) : desc(letters.id))
          .limit(q.count)
          .offset((q.page - 1) * q.count),
        db.select({ n: count() }).from(letters).where(mine(siteId, memberId)),
        unread(siteId, memberId),
      ]);
      return { list: rows.map(toLetter), total_count: total?.n ?? 0, unread_count: unreadCount };
    },

    /** Marks one letter read; another member's letter id changes nothing. */
    async read(siteId: number, memberId: number, id: number): Promise<number> {
      const changed = await db
        .update(letters)
        .set({ isRead: true })
        .where(and(mine(siteId, memberId), eq(letters.id, id), eq(letters.isRead, false)))
        .returning({ id: letters.id });
      if (changed.length) realtime.publish(channels.member(memberId), 'letter.read', {});
      return unread(siteId, memberId);
    },

    async destroy(siteId: number, memberId: number, ids: number[] | undefined): Promise<number> {
      const which = ids?.length ? inArray(letters.id, ids) : eq(letters.isRead, true);
      const gone = await db
        .update(letters)
        .set({ deletedAt: sql`now()` })
        .where(and(mine(siteId, memberId), which))
        .returning({ id: letters.id });
      if (gone.length) realtime.publish(channels.member(memberId), 'letter.delete', {});
      return gone.length;
    },

    /** Operator side: one row per recipient, then a `letter.sent` push to each. */
    async send(siteId: number, audience: Audience, letter: { title: string; content: string; language?: string }) {
      const filter =
        'memberIds' in audience
          ? inArray(members.id, audience.memberIds)
          : 'currency' in audience
            ? eq(members.memberCurrency, audience.currency)
            : sql`true`;
      const recipients = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.siteId, siteId), eq(members.status, 'active'), filter));
      if (!recipients.length) return 0;
      const content = sanitizeAuthoredHtml(letter.content);
      const title = letter.title.slice(0, 200);
      for (let i = 0; i < recipients.length; i += 500) {
        const chunk = recipients.slice(i, i + 500);
        await db
          .insert(letters)
          .values(chunk.map((r) => ({ siteId, memberId: r.id, title, content, language: letter.language ?? null })));
      }
      for (const r of recipients) realtime.publish(channels.member(r.id), 'letter.sent', {});
      return recipients.length;
    },
  };
}

export type LettersService = ReturnType<typeof createLetters>;
