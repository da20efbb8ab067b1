import type { ThrottleRepo, ThrottleRule } from './throttle-repo.js';

/**
 * Growing delays after failed logins: per account and address (5 free, then 1 s, 2 s, 4 s ... up to
 * 15 min), per address over all accounts (20 free, up to 15 min), and per account over all addresses
 * (50 free, at most 60 s, so an attacker with many addresses can only slow a member down, never lock
 * them out). Counters forget after an hour without failures.
 */
export function createLoginThrottle(repo: ThrottleRepo) {
  const rules = (account: string, ip: string): ThrottleRule[] => [
    { key: `acct-ip:${account.toLowerCase()}|${ip}`, free: 5, capMs: 15 * 60_000 },
    { key: `ip:${ip}`, free: 20, capMs: 15 * 60_000 },
    { key: `acct:${account.toLowerCase()}`, free: 50, capMs: 60_000 },
  ];

  /** Seconds to wait, or 0 when an attempt may be made now. */
  async function retryAfter(siteId: number, account: string, ip: string): Promise<number> {
    const until = await repo.lockedUntil(
      siteId,
      rules(account, ip).map((r) => r.key),
    );
    return until ? Math.ceil((until - Date.now()) / 1000) : 0;
  }

  return {
    retryAfter,

    /**
     * Takes one attempt: 0 when it may be made now (it is counted as a failure until recordSuccess
     * says otherwise), else the seconds to wait.
     */
    async reserve(siteId: number, account: string, ip: string): Promise<number> {
      const taken = await repo.countAttempt(siteId, rules(account, ip));
      return taken ? 0 : Math.max(1, await retryAfter(siteId, account, ip));
    },

    /**
     * A successful attempt: the account's own counters are cleared; the address-wide one gives back
     * the attempt reserve() counted (it only ever counts failures).
     */
    async recordSuccess(siteId: number, account: string, ip: string): Promise<void> {
      const [accountAndIp, addressOnly, accountOnly] = rules(account, ip);
      await repo.clearAndGiveBack(siteId, [accountAndIp!.key, accountOnly!.key], addressOnly!.key);
    },

    failures: (siteId: number, key: string): Promise<number> => repo.failures(siteId, key),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
