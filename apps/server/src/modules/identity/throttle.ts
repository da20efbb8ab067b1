import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginThrottles } from '../../db/schema/index.js';

interface Rule {
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
const lockAfter = (failures: typeof next, rule: Rule) => sql`case when ${failures} > ${rule.free}
  then now() + least(power(2, ${failures} - ${rule.free} - 1) * 1000, ${rule.capMs}) * interval '1 millisecond'
  else null end`;

/**
 * Growing delays after failed logins: per account and address (5 free, then 1 s, 2 s, 4 s ... up to
 * 15 min), per address over all accounts (20 free, up to 15 min), and per account over all addresses
 * (50 free, at most 60 s, so an attacker with many addresses can only slow a member down, never lock
 * them out). Counters forget after an hour without failures.
 */
export function createLoginThrottle(db: Db) {
  const rules = (account: string, ip: string): Rule[] => [
    { key: `acct-ip:${account.toLowerCase()}|${ip}`, free: 5, capMs: 15 * 60_000 },
    { key: `ip:${ip}`, free: 20, capMs: 15 * 60_000 },
    { key: `acct:${account.toLowerCase()}`, free: 50, capMs: 60_000 },
  ];

  /** Seconds to wait, or 0 when an attempt may be made now. */
  async function retryAfter(siteId: number, account: string, ip: string): Promise<number> {
    const keys = rules(account, ip).map((r) => r.key);
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
    const until = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
    return until ? Math.ceil((until - Date.now()) / 1000) : 0;
  }

  return {
    retryAfter,

    /**
     * Takes one attempt: 0 when it may be made now (it is counted as a failure until recordSuccess
     * says otherwise), else the seconds to wait. Each counter is checked and raised in one conditional
     * upsert, all three in one transaction, so parallel attempts can never slip past a delay: the
     * database re-checks `locked_until` on the locked row.
     */
    async reserve(siteId: number, account: string, ip: string): Promise<number> {
      const taken = await db
        .transaction(async (tx) => {
          for (const rule of rules(account, ip)) {
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
      return taken ? 0 : Math.max(1, await retryAfter(siteId, account, ip));
    },

    /**
     * A successful attempt: the account's own counters are cleared; the address-wide one gives back
     * the attempt reserve() counted (it only ever counts failures).
     */
    async recordSuccess(siteId: number, account: string, ip: string): Promise<void> {
      const [accountAndIp, addressOnly, accountOnly] = rules(account, ip);
      await db
        .delete(loginThrottles)
        .where(
          and(eq(loginThrottles.siteId, siteId), inArray(loginThrottles.key, [accountAndIp!.key, accountOnly!.key])),
        );
      await db
        .update(loginThrottles)
        .set({ failures: sql`greatest(${loginThrottles.failures} - 1, 0)` })
        .where(and(eq(loginThrottles.siteId, siteId), eq(loginThrottles.key, addressOnly!.key)));
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

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
