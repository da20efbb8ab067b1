import { and, asc, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { HarmMarker } from '@playdeck/contract/admin';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { members, protectionFlags } from '../../db/schema/index.js';

export type FlagRow = typeof protectionFlags.$inferSelect;
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

/** Markers of harm, with the member's account for the console's lists. */
export function createFlagsRepo(db: Db) {
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

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => inTransaction(db, work),

    /** Inserts unless one of its kind is open for the member (the partial unique index); whether it did. */
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
      return { rows, total: total?.n ?? 0 };
    },

    async byId(id: number, siteIds: number[]) {
      const [row] = await withAccount().where(and(eq(protectionFlags.id, id), where({ siteIds })));
      return row;
    },

    /** Marks it reviewed unless it already was; the row after, or undefined. */
    async review(tx: Tx, id: number, by: string, note: string, now: Date): Promise<FlagRow | undefined> {
      const [row] = await tx
        .update(protectionFlags)
        .set({ reviewedAt: now, reviewedBy: by, note })
        .where(and(eq(protectionFlags.id, id), isNull(protectionFlags.reviewedAt)))
        .returning();
      return row;
    },
  };
}

export type FlagsRepo = ReturnType<typeof createFlagsRepo>;
