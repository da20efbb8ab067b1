import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginThrottles } from '../../db/schema/index.js';

export interface ThrottleRule {
  key: string;
  /** Failures allowed before delays start. */
  free: number;
  /** The longest delay, so nobody is locked out for good. */
  capMs: number;
}

class Delayed extends Error {}

/** The failure count after this attempt: counters forget after an hour without failures. */
const next = sql<number>`case when ${loginThrottles.updatedAt} < now() - interval '1 hour' then 1 else ${loginThrottles.failures} + 1 end`;

/** Past the free failures, each one delays the next attempt: 1 s, 2 s, 4 s ... up to the rule's cap. */
const lockAfter = (failures: typeof next, rule: ThrottleRule) => sql`case when ${failures} > ${rule.free}
  then now() + least(power(2, ${failures} - ${rule.free} - 1) * 1000, ${rule.capMs}) * interval '1 millisecond'
  else null end`;

/** All SQL of the login throttle. */
export function createThrottleRepo(db: Db) {
  return {
    /** When the latest of these counters unlocks; 0 when none is locked now. */
    async lockedUntil(siteId: number, keys: string[]): Promise<number> {
      const rows = await db
        .select({ lockedUntil: loginThrottles.lockedUntil })
        .from(loginThrottles)
        .where(
          and(
            eq(loginThrottles.siteId, siteId),
            inArray(loginThrottles.key, keys),
            gt(loginThrottles.lockedUntil, new Date()),
          ),
        );
      return Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
    },

    /**
     * Counts one failure on every rule's counter, each checked and raised in one conditional upsert, all
     * in one transaction, so parallel attempts can never slip past a delay: the database re-checks
     * `locked_until` on the locked row. False (and nothing counted) when any counter is locked.
     */
    async countAttempt(siteId: number, rules: ThrottleRule[]): Promise<boolean> {
      return db
        .transaction(async (tx) => {
          for (const rule of rules) {
            const counted = await tx
              .insert(loginThrottles)
              .values({ siteId, key: rule.key, failures: 1 })
              .onConflictDoUpdate({
                target: [loginThrottles.siteId, loginThrottles.key],
                set: { failures: next, lockedUntil: lockAfter(next, rule), updatedAt: sql`now()` },
                setWhere: sql`${loginThrottles.lockedUntil} is null or ${loginThrottles.lockedUntil} <= now()`,
              })
              .returning({ key: loginThrottles.key });
            if (!counted.length) throw new Delayed();
          }
          return true;
        })
        .catch((err: unknown) => {
          if (err instanceof Delayed) return false;
          throw err;
        });
    },

    /** Clears these counters and takes one failure off `giveBackKey` (never below zero), in one statement. */
    async clearAndGiveBack(siteId: number, clearKeys: string[], giveBackKey: string): Promise<void> {
      const t = loginThrottles;
      await db.execute(sql`
        with cleared as (delete from ${t} where ${t.siteId} = ${siteId} and ${inArray(t.key, clearKeys)})
        update ${t} set failures = greatest(${t.failures} - 1, 0) where ${t.siteId} = ${siteId} and ${t.key} = ${giveBackKey}`);
    },

    async failures(siteId: number, key: string): Promise<number> {
      const rows = await db
        .select({ f: loginThrottles.failures })
        .from(loginThrottles)
        .where(and(eq(loginThrottles.siteId, siteId), eq(loginThrottles.key, key)));
      return rows[0]?.f ?? 0;
    },
  };
}

export type ThrottleRepo = ReturnType<typeof createThrottleRepo>;
