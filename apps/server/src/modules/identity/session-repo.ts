import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { sessions } from '../../db/schema/index.js';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

interface StoredSession {
  id: unknown;
  site_id: unknown;
  member_id: unknown;
  member_currency: string;
  token_hash: string;
  prev_token_hash: string | null;
  prev_valid_until: string | Date | null;
  device: Record<string, string>;
  created_at: string | Date;
  last_seen_at: string | Date;
  expires_at: string | Date;
  revoked_at: string | Date | null;
}

const dateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));

const sessionOf = (r: StoredSession): SessionRow => ({
  id: Number(r.id),
  siteId: Number(r.site_id),
  memberId: Number(r.member_id),
  memberCurrency: r.member_currency,
  tokenHash: r.token_hash,
  prevTokenHash: r.prev_token_hash,
  prevValidUntil: dateOrNull(r.prev_valid_until),
  device: r.device,
  createdAt: new Date(r.created_at),
  lastSeenAt: new Date(r.last_seen_at),
  expiresAt: new Date(r.expires_at),
  revokedAt: dateOrNull(r.revoked_at),
});

// Every signed-in request asks it: prepared (0056).
const findLiveStatement = preparedStatement<StoredSession>(
  'session_find_live',
  `select id, site_id, member_id, member_currency, token_hash, prev_token_hash, prev_valid_until, device, created_at,
     last_seen_at, expires_at, revoked_at
   from sessions
   where (token_hash = $1 or (prev_token_hash = $1 and prev_valid_until > $2::timestamptz))
     and revoked_at is null and expires_at > $2::timestamptz
   limit 1`,
);

export function createSessionRepo(db: Db) {
  return {
    /** A live session by its current token, or by its previous token within the grace period. */
    async findLive(tokenHash: string, now: Date): Promise<SessionRow | undefined> {
      const [row] = await findLiveStatement(db, [tokenHash, now.toISOString()]);
      return row && sessionOf(row);
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
