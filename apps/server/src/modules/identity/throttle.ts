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

  return {
    /** Seconds to wait, or 0 when an attempt may be made now. */
    async retryAfter(siteId: number, account: string, ip: string): Promise<number> {
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
    },

    /** Counts a failure atomically (parallel failures are all counted) and sets the delay. */
    async recordFailure(siteId: number, account: string, ip: string): Promise<void> {
      for (const rule of rules(account, ip)) {
        await db
          .insert(loginThrottles)
          .values({ siteId, key: rule.key, failures: 1 })
          .onConflictDoUpdate({
            target: [loginThrottles.siteId, loginThrottles.key],
            set: {
              failures: sql`case when ${loginThrottles.updatedAt} < now() - interval '1 hour' then 1 else ${loginThrottles.failures} + 1 end`,
              lockedUntil: sql`case when ${loginThrottles.failures} + 1 > ${rule.free}
                then now() + least(power(2, ${loginThrottles.failures} - ${rule.free}) * 1000, ${rule.capMs}) * interval '1 millisecond'
                else null end`,
              updatedAt: sql`now()`,
            },
          });
      }
    },

    /** A successful login clears the account's own counters (not the address-wide one). */
    async recordSuccess(siteId: number, account: string, ip: string): Promise<void> {
      const [accountAndIp, , accountOnly] = rules(account, ip);
      await db
        .delete(loginThrottles)
        .where(
          and(eq(loginThrottles.siteId, siteId), inArray(loginThrottles.key, [accountAndIp!.key, accountOnly!.key])),
        );
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
