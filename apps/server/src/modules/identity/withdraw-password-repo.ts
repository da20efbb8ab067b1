import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { loginThrottles } from '../../db/schema/index.js';

/** The withdraw password's failure counter of a member, kept with the login throttles (same shape). */
export const withdrawLockKey = (memberId: number) => `wd-lock:${memberId}`;

/** A lock with no end: only the member (with the login password) or support lifts it. */
const UNTIL_UNLOCKED = sql`'9999-12-31T00:00:00Z'::timestamptz`;

/** All SQL of the withdraw password's daily failure count and lock. */
export function createWithdrawPasswordRepo(db: Db) {
  const mine = (siteId: number, memberId: number) =>
    and(eq(loginThrottles.siteId, siteId), eq(loginThrottles.key, withdrawLockKey(memberId)));

  return {
    async locked(siteId: number, memberId: number): Promise<boolean> {
      const rows = await db
        .select({ key: loginThrottles.key })
        .from(loginThrottles)
        .where(and(mine(siteId, memberId), isNotNull(loginThrottles.lockedUntil)));
      return rows.length > 0;
    },

    /**
     * Counts one failure in one conditional upsert (the count restarts at `dayStart`) and locks at
     * `limit`: the count after this failure, or 'locked' (nothing counted) when it was locked already.
     */
    async fail(siteId: number, memberId: number, dayStart: Date, limit: number): Promise<number | 'locked'> {
      const next = sql`case when ${loginThrottles.updatedAt} < ${dayStart.toISOString()}::timestamptz
        then 1 else ${loginThrottles.failures} + 1 end`;
      const rows = await db
        .insert(loginThrottles)
        .values({
          siteId,
          key: withdrawLockKey(memberId),
          failures: 1,
          lockedUntil: limit <= 1 ? UNTIL_UNLOCKED : null,
        })
        .onConflictDoUpdate({
          target: [loginThrottles.siteId, loginThrottles.key],
          set: {
            failures: next,
            lockedUntil: sql`case when ${next} >= ${limit} then ${UNTIL_UNLOCKED} else null end`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`${loginThrottles.lockedUntil} is null`,
        })
        .returning({ failures: loginThrottles.failures });
      return rows[0]?.failures ?? 'locked';
    },

    async unlock(siteId: number, memberId: number, tx: Tx = db): Promise<void> {
      await tx.delete(loginThrottles).where(mine(siteId, memberId));
    },
  };
}

export type WithdrawPasswordRepo = ReturnType<typeof createWithdrawPasswordRepo>;
