import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { PROTECTION_CODES } from '@playdeck/contract';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import { SLOT } from '../../test/games-helpers.js';
import { call, requestId } from '../../test/payment-helpers.js';
import { moveClock, protectionMembers } from '../../test/protection-helpers.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Play time and the session limit (decision 0052): the game page beats each minute while a game is open;
// beats make stretches of play, the session limit sums them, and a limit used up closes the games (their
// balances come back) and refuses launches and transfers until the window frees time.
describeEachDb('player protection: play time', (kind) => {
  let t: TestApp;
  let member: ReturnType<typeof protectionMembers>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    member = protectionMembers(t.app, `play${kind}`, () => 0);
  }, 120_000);
  afterAll(() => t.close());
  afterEach(() => void vi.useRealTimers());
  const books = async (id: number) => Object.fromEntries(await t.app.wallet.balances(1, id));
  const beat = async (m: Awaited<ReturnType<typeof member>>) => (await m.send('/arks/web/protection/play')).body;

  it('counts beats within 150 s as one stretch, a later beat as a new one, and two pages beating at once once', async () => {
    const m = await member();
    const other = await member();
    expect(await beat(m)).toMatchObject({ code: 100, data: { played_minutes: 0, left_minutes: null } });
    moveClock(MINUTE);
    await beat(m);
    moveClock(2 * MINUTE); // one beat lost on the way: still the same stretch
    expect((await beat(m)).data.played_minutes).toBe(3);

    moveClock(10 * MINUTE); // the page was closed: those ten minutes are not play
    expect((await beat(m)).data.played_minutes).toBe(3);
    moveClock(MINUTE);
    // Two pages with games open beat together: the minute counts once.
    const together = await Promise.all(Array.from({ length: 20 }, () => beat(m)));
    expect(together.map((b) => b.data.played_minutes)).toEqual(Array(20).fill(4));
    expect((await m.limit('session', 'day')).used).toBe('4');
    // Another member's play is theirs alone; a page without a session is not heard.
    expect((await beat(other)).data.played_minutes).toBe(0);
    expect((await call(t.app, '/arks/web/protection/play', {}, {})).status).toBe(401);
  });

  it('takes whole minutes a window can hold, daily ≤ weekly ≤ monthly, and a raise waits like any other', async () => {
    const m = await member();
    expect((await m.setLimit('session', 'day', '90.5')).body.code).toBe(PROTECTION_CODES.amountInvalid);
    expect((await m.setLimit('session', 'day', '1441')).body.code).toBe(PROTECTION_CODES.amountInvalid);
    expect((await m.setLimit('session', 'week', '1441')).body.code).toBe(100);
    expect((await m.setLimit('session', 'day', '1440')).body.code).toBe(100);
    expect((await m.setLimit('session', 'month', '600')).body.code).toBe(PROTECTION_CODES.limitOrder);
    expect((await m.setLimit('session', 'day', '120')).body.code).toBe(100);
    expect(await m.limit('session', 'day')).toMatchObject({ member: '120', applies: '120', used: '0', left: '120' });
    await m.setLimit('session', 'day', '180');
    expect(await m.limit('session', 'day')).toMatchObject({ applies: '120', pending: { amount: '180' } });
  });

  it('a limit used up: the beat brings the game’s money back and says so; launches and transfers wait for the window', async () => {
    const m = await member();
    await m.fund(100_00n);
    await m.setLimit('session', 'day', '2');
    const into = (amount: string) =>
      m.send('/member/profile/transfer', { gp_id: 'GP01', direction: 'in', amount, request_id: requestId() });
    expect((await into('40.00')).body.code).toBe(100);
    expect((await beat(m)).data).toEqual({ played_minutes: 0, left_minutes: 2 });
    moveClock(MINUTE);
    expect((await beat(m)).data).toEqual({ played_minutes: 1, left_minutes: 1 });
    moveClock(MINUTE);
    const reached = await beat(m);
    expect(reached).toMatchObject({
      code: PROTECTION_CODES.limitReached,
      data: { measure: 'session', period: 'day', left: '0' },
    });
    expect(reached.message).toMatch(/play-time limit/);
    expect(await books(m.id)).toEqual({ '': 100_00n, GP01: 0n });

    for (const refused of [await m.send('/member/game/play1', SLOT), await into('5.00')]) {
      expect(refused.body).toMatchObject({ code: PROTECTION_CODES.limitReached, data: { measure: 'session' } });
    }
    moveClock(24 * HOUR + 5 * MINUTE);
    await m.relogin();
    expect((await m.limit('session', 'day')).used).toBe('0');
    expect((await into('5.00')).body.code).toBe(100);
  });

  it('an operator may impose a session limit in whole minutes, and only lower it', async () => {
    const m = await member();
    const compliance = await signedIn(t.app, 'compliance');
    const impose = (amount: string) =>
      compliance.call('POST', `/api/admin/member-protection/${m.id}/limits`, {
        measure: 'session',
        period: 'day',
        amount,
        reason: 'long nights of play',
      });
    expect((await impose('30.5')).status).toBe(400);
    expect((await impose('60')).status).toBe(200);
    expect((await impose('90')).status).toBe(409);
    expect(await m.limit('session', 'day')).toMatchObject({ member: null, operator: '60', applies: '60' });
    const seen = await compliance.get(`/api/admin/member-protection/${m.id}`);
    expect(seen.body.limits).toContainEqual(
      expect.objectContaining({ measure: 'session', period: 'day', operator: '60', used: '0', left: '60' }),
    );
  });
});
