import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { members as membersTable } from '../db/schema/index.js';
import { bearer } from './identity-helpers.js';
import { call, requestId } from './payment-helpers.js';

/**
 * New USD members of site 1, each with a session of their own (no captcha: player protection's tests are
 * about money), so one test's limits never meet another's. `prefix` keeps accounts apart across files.
 */
export function protectionMembers(app: FastifyInstance, prefix: string, onlineChannel: () => number) {
  let made = 0;
  return async function member(details: Partial<typeof membersTable.$inferInsert> = {}) {
    const n = (made += 1);
    const [row] = await app.database.db
      .insert(membersTable)
      .values({
        siteId: 1,
        memberAccount: `${prefix}${n}`,
        memberCurrency: 'USD',
        passwordHash: 'no-login',
        ...details,
      })
      .returning();
    const session = async () =>
      bearer(
        (
          await app.identity.sessions.start({
            siteId: 1,
            memberId: row!.id,
            memberCurrency: 'USD',
            device: { udid: `protection-${row!.id}` },
          })
        ).token,
      );
    let auth = await session();
    const send = (path: string, body: unknown = {}) => call(app, path, body, auth);
    return {
      id: row!.id,
      /** The account's number: its name is `${prefix}${n}`. */
      n,
      send,
      /** A new session (after the clock moved, or after a time-out ended the old one). */
      relogin: async () => void (auth = await session()),
      /** Credits the main wallet (a deposit already paid), in minor units. */
      fund: (amount: bigint) =>
        app.database.db.transaction((tx) =>
          app.wallet.postIn(tx, {
            siteId: 1,
            memberId: row!.id,
            currency: 'USD',
            amount,
            kind: 'deposit',
            reference: `funded:${row!.id}`,
            idempotencyKey: `funded:${row!.id}:${amount}`,
          }),
        ),
      setLimit: (measure: string, period: string, amount: string | null) =>
        send('/arks/web/protection/limit/set', { measure, period, amount }),
      deposit: (amount: string) =>
        send('/arks/web/payment/deposit', { channel_id: onlineChannel(), amount, request_id: requestId() }),
      limit: async (measure: string, period: string) =>
        (await send('/arks/web/protection/info')).body.data.limits.find(
          (l: { measure: string; period: string }) => l.measure === measure && l.period === period,
        ),
    };
  };
}

/** Moves player protection's clock (the system time) on by `ms`; `vi.useRealTimers()` brings it back. */
export function moveClock(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}
