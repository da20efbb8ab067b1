import type { FastifyRequest } from 'fastify';
import { and, count, desc, asc, eq, inArray, isNull, isNotNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { HarmMarker, ProtectionFlagRecord } from '@playdeck/contract/admin';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { members, protectionFlags } from '../../db/schema/index.js';
import { adminErrors } from '../../lib/admin-error.js';
import type { Audit } from '../audit/types.js';
import type { OperatorUser } from '../operators/types.js';

type FlagRow = typeof protectionFlags.$inferSelect;
export interface FlagFilter {
  siteIds: number[];
  siteId?: number;
  memberId?: number;
  kind?: HarmMarker;
  state?: 'open' | 'reviewed';
}
export interface RaisedFlag {
  siteId: number;
  memberId: number;
  kind: HarmMarker;
  detail: string;
}

export const flagRecordOf = (f: FlagRow, account: string): ProtectionFlagRecord => ({
  id: f.id,
  site_id: f.siteId,
  member_id: f.memberId,
  member_account: account,
  kind: f.kind as HarmMarker,
  detail: f.detail,
  raised_at: f.raisedAt.toISOString(),
  state: f.reviewedAt ? 'reviewed' : 'open',
  reviewed_at: f.reviewedAt?.toISOString() ?? null,
  reviewed_by: f.reviewedBy,
  note: f.note,
});

/**
 * Markers of harm for a person to look at. One open flag per member and kind: raising it again while it
 * is open changes nothing, so a job that runs every few minutes does not bury the list; once reviewed, the
 * next run may raise it again if the behaviour goes on.
 */
export function createFlags(db: Db, audit: Audit) {
  const where = (f: FlagFilter): SQL | undefined =>
    and(
      inArray(protectionFlags.siteId, f.siteIds.length ? f.siteIds : [-1]),
      f.siteId !== undefined ? eq(protectionFlags.siteId, f.siteId) : undefined,
      f.memberId !== undefined ? eq(protectionFlags.memberId, f.memberId) : undefined,
      f.kind ? eq(protectionFlags.kind, f.kind) : undefined,
      f.state === 'open' ? isNull(protectionFlags.reviewedAt) : undefined,
      f.state === 'reviewed' ? isNotNull(protectionFlags.reviewedAt) : undefined,
    );
  const withAccount = () =>
    db
      .select({ flag: protectionFlags, account: members.memberAccount })
      .from(protectionFlags)
      .innerJoin(members, eq(members.id, protectionFlags.memberId));

  async function byId(id: number, siteIds: number[]) {
    const [row] = await withAccount().where(and(eq(protectionFlags.id, id), where({ siteIds })));
    return row;
  }

  return {
    /** Raises the flag unless one of its kind is open for the member; answers whether it was raised. */
    async raise(flag: RaisedFlag, now: Date, tx: Tx = db): Promise<boolean> {
      const rows = await tx
        .insert(protectionFlags)
        .values({ ...flag, raisedAt: now })
        .onConflictDoNothing()
        .returning({ id: protectionFlags.id });
      return rows.length > 0;
    },

    async list(f: FlagFilter, page: { offset: number; limit: number }, order: 'ASC' | 'DESC') {
      const [rows, [total]] = await Promise.all([
        withAccount()
          .where(where(f))
          .orderBy(order === 'ASC' ? asc(protectionFlags.id) : desc(protectionFlags.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ n: count() }).from(protectionFlags).where(where(f)),
      ]);
      return { rows: rows.map((r) => flagRecordOf(r.flag, r.account)), total: total?.n ?? 0 };
    },

    async one(id: number, siteIds: number[]): Promise<ProtectionFlagRecord> {
      const row = await byId(id, siteIds);
      if (!row) throw adminErrors.notFound('no such flag on your sites');
      return flagRecordOf(row.flag, row.account);
    },

    /** A person looked at the flag and says what they did; once only. */
    async review(request: FastifyRequest, user: OperatorUser, id: number, note: string) {
      const found = await byId(id, user.siteIds);
      if (!found) throw adminErrors.notFound('no such flag on your sites');
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .update(protectionFlags)
          .set({ reviewedAt: new Date(), reviewedBy: user.username, note })
          .where(and(eq(protectionFlags.id, id), isNull(protectionFlags.reviewedAt)))
          .returning();
        if (!row) throw adminErrors.conflict('this flag was already reviewed');
        const after = flagRecordOf(row, found.account);
        await audit.record(tx, request, user, {
          siteId: row.siteId,
          action: 'protection_flag.review',
          targetType: 'member',
          targetId: row.memberId,
          before: flagRecordOf(found.flag, found.account),
          after,
          reason: note,
        });
        return after;
      });
    },
  };
}

export type Flags = ReturnType<typeof createFlags>;
