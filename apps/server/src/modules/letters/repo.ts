import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { letters, members } from '../../db/schema/index.js';

export type LetterRow = typeof letters.$inferSelect;
export type LetterAudience = { memberIds: number[] } | { currency: string } | { all: true };

/** All SQL of letters. A member only ever reaches their own letters that are not deleted. */
export function createLettersRepo(db: Db) {
  const mine = (siteId: number, memberId: number) =>
    and(eq(letters.siteId, siteId), eq(letters.memberId, memberId), isNull(letters.deletedAt));

  return {
    async unread(siteId: number, memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(letters)
        .where(and(mine(siteId, memberId), eq(letters.isRead, false)));
      return row?.n ?? 0;
    },

    page: (siteId: number, memberId: number, q: { page: number; count: number; sort_order: 'asc' | 'desc' }) =>
      db
        .select()
        .from(letters)
        .where(mine(siteId, memberId))
        .orderBy(q.sort_order === 'asc' ? asc(letters.id) : desc(letters.id))
        .limit(q.count)
        .offset((q.page - 1) * q.count),

    async total(siteId: number, memberId: number): Promise<number> {
      const [total] = await db.select({ n: count() }).from(letters).where(mine(siteId, memberId));
      return total?.n ?? 0;
    },

    /** True when the letter was unread and is read now. */
    async markRead(siteId: number, memberId: number, id: number): Promise<boolean> {
      const changed = await db
        .update(letters)
        .set({ isRead: true })
        .where(and(mine(siteId, memberId), eq(letters.id, id), eq(letters.isRead, false)))
        .returning({ id: letters.id });
      return changed.length > 0;
    },

    /** Deletes the given letters, or every read one; the number deleted. */
    async softDelete(siteId: number, memberId: number, ids: number[] | undefined): Promise<number> {
      const which = ids?.length ? inArray(letters.id, ids) : eq(letters.isRead, true);
      const gone = await db
        .update(letters)
        .set({ deletedAt: sql`now()` })
        .where(and(mine(siteId, memberId), which))
        .returning({ id: letters.id });
      return gone.length;
    },

    /** The active members of the site that an audience names. */
    async recipients(siteId: number, audience: LetterAudience): Promise<{ id: number }[]> {
      const filter =
        'memberIds' in audience
          ? inArray(members.id, audience.memberIds)
          : 'currency' in audience
            ? eq(members.memberCurrency, audience.currency)
            : sql`true`;
      return db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.siteId, siteId), eq(members.status, 'active'), filter));
    },

    /** Every letter of a member, deleted ones too (the back office's view), newest first. */
    async ofMember(memberId: number, page: { offset: number; limit: number }) {
      const where = eq(letters.memberId, memberId);
      const [rows, [count]] = await Promise.all([
        db.select().from(letters).where(where).orderBy(desc(letters.id)).limit(page.limit).offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(letters)
          .where(where),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },

    async insertMany(
      rows: { siteId: number; memberId: number; title: string; content: string; language: string | null }[],
    ) {
      await db.insert(letters).values(rows);
    },
  };
}

export type LettersRepo = ReturnType<typeof createLettersRepo>;
