import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { memberLogins, sessions } from '../../db/schema/index.js';

type Page = { offset: number; limit: number };

/** A member's live sessions and login history, for the back office. */
export function createMemberActivityRepo(db: Db) {
  const live = (memberId: number) =>
    and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

  return {
    async liveSessions(memberId: number, page: Page) {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(sessions)
          .where(live(memberId))
          .orderBy(desc(sessions.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(sessions)
          .where(live(memberId)),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },

    async logins(memberId: number, page: Page) {
      const where = eq(memberLogins.memberId, memberId);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(memberLogins)
          .where(where)
          .orderBy(desc(memberLogins.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(memberLogins)
          .where(where),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },

    async sessionById(id: number) {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
      return row;
    },

    /** Ends one live session; false when it had already ended. */
    async revokeSession(tx: Tx, id: number): Promise<boolean> {
      const rows = await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length === 1;
    },
  };
}

export type MemberActivityRepo = ReturnType<typeof createMemberActivityRepo>;
