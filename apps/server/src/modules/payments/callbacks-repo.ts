import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { conversionEvents, paymentCallbackNonces, paymentCallbackProblems } from '../../db/schema/index.js';

export type ProblemRow = typeof paymentCallbackProblems.$inferSelect;
export type NewProblem = typeof paymentCallbackProblems.$inferInsert;

/** What a stored body may keep of a refused callback (enough for finance to read it). */
const BODY_LIMIT = 4_000;
/** A raw body may hold a NUL, which text columns refuse: finance reads it written out instead. */
const storable = (v: string) => v.replaceAll('\u0000', '\\u0000');

/** Callback problems finance reads, the nonces of accepted callbacks, and conversion events. */
export function createCallbacksRepo(db: Db) {
  return {
    async problem(p: NewProblem): Promise<void> {
      await db
        .insert(paymentCallbackProblems)
        .values({ ...p, detail: storable(p.detail ?? ''), body: storable((p.body ?? '').slice(0, BODY_LIMIT)) });
    },

    async problemPage(f: { siteIds: number[]; siteId?: number; problem?: string }, offset: number, limit: number) {
      // A callback that matched no order has no site: every operator who reads money sees it.
      const where = and(
        sql`(${paymentCallbackProblems.siteId} is null or ${inArray(paymentCallbackProblems.siteId, f.siteIds.length ? f.siteIds : [-1])})`,
        f.siteId !== undefined ? eq(paymentCallbackProblems.siteId, f.siteId) : undefined,
        f.problem ? eq(paymentCallbackProblems.problem, f.problem) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(paymentCallbackProblems)
          .where(where)
          .orderBy(desc(paymentCallbackProblems.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(paymentCallbackProblems)
          .where(where),
      ]);
      return { rows, total: Number(count?.n ?? 0) };
    },

    /** True the first time a nonce is seen; false for a replay of a delivery already accepted. */
    async firstUse(nonce: string): Promise<boolean> {
      const rows = await db
        .insert(paymentCallbackNonces)
        .values({ nonce })
        .onConflictDoNothing()
        .returning({ nonce: paymentCallbackNonces.nonce });
      return rows.length === 1;
    },

    /** Nonces older than the timestamp window can go: a callback that old is refused as stale anyway. */
    async forgetNonces(before: Date): Promise<void> {
      await db.delete(paymentCallbackNonces).where(lt(paymentCallbackNonces.seenAt, before));
    },

    /** Records a conversion event once per site, name and id; true when it was new. */
    async conversion(values: typeof conversionEvents.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(conversionEvents)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: conversionEvents.id });
      return rows.length === 1;
    },
  };
}

export type CallbacksRepo = ReturnType<typeof createCallbacksRepo>;
