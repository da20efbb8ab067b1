import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { columnsOf, preparedStatement } from '../../db/prepared.js';
import { members, sessions } from '../../db/schema/index.js';
import type { MemberRow } from './member-repo.js';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

const liveColumns = columnsOf(sessions, 's');
const memberColumns = columnsOf(members, 'm');

// Every signed-in request asks it, and most then need the member's row: both in one prepared statement (0056).
const findLiveStatement = preparedStatement<Record<string, unknown>>(
  'session_find_live',
  `select ${liveColumns.list}, ${memberColumns.list}
   from sessions s join members m on m.id = s.member_id and m.site_id = s.site_id
   where (s.token_hash = $1 or (s.prev_token_hash = $1 and s.prev_valid_until > $2::timestamptz))
     and s.revoked_at is null and s.expires_at > $2::timestamptz
   limit 1`,
);

export function createSessionRepo(db: Db) {
  return {
    /** A live session by its current token, or by its previous token within the grace period, and its member. */
    async findLive(tokenHash: string, now: Date): Promise<{ session: SessionRow; member: MemberRow } | undefined> {
      const [row] = await findLiveStatement(db, [tokenHash, now.toISOString()]);
      return row && { session: liveColumns.row(row), member: memberColumns.row(row) };
    },
    /** Swaps in a new token only if nobody else rotated this session first. */
    async rotate(id: number, fromHash: string, toHash: string, graceUntil: Date, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({
          tokenHash: toHash,
          prevTokenHash: fromHash,
          prevValidUntil: graceUntil,
          expiresAt,
          lastSeenAt: sql`now()`,
        })
        .where(and(eq(sessions.id, id), eq(sessions.tokenHash, fromHash)))
        .returning({ id: sessions.id });
      return rows.length === 1;
    },
    async insert(values: NewSession): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(values).returning();
      return row as SessionRow;
    },
    /** Revokes every live session of the member except `keepId`; returns the revoked ids. */
    async revokeOthers(siteId: number, memberId: number, keepId: number): Promise<number[]> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.siteId, siteId),
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            ne(sessions.id, keepId),
          ),
        )
        .returning({ id: sessions.id });
      return rows.map((r) => r.id);
    },
    async revoke(id: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
  };
}

export type SessionRepo = ReturnType<typeof createSessionRepo>;
