import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { PAYMENT_CODES, PROTECTION_CODES } from '@playdeck/contract';
import { members as membersTable, paymentChannels, paymentOrders } from '../../db/schema/index.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { SLOT } from '../../test/games-helpers.js';
import { moveClock, protectionMembers } from '../../test/protection-helpers.js';
import { hashPassword } from '../../lib/passwords.js';
import { register, vndBody } from '../../test/registration-helpers.js';
import { call, memberAuth, PAYMENTS_TEST_CONFIG, requestId } from '../../test/payment-helpers.js';

const HOUR = 3_600_000;

// Player protection through the member's own calls: limits with their cooling-off on a test clock (the
// system time), deposits held to a limit one by one and a hundred at once, time-outs and self-exclusion
// stopping every money move. Each test uses its own member, so their limits do not meet.
describeEachDb('player protection', (kind) => {
  let t: TestApp;
  let onlineChannel: number;
  let widenRaces = false;
  let member: ReturnType<typeof protectionMembers>;
  beforeAll(async () => {
    t = await createTestApp(kind, PAYMENTS_TEST_CONFIG);
    member = protectionMembers(t.app, `guard${kind}`, () => onlineChannel);
    const auth = await memberAuth(t.app, 'demo001');
    const channels = await call(t.app, '/arks/web/payment/channels', {}, auth);
    onlineChannel = channels.body.data.channels.find((c: { kind: string }) => c.kind === 'online').id;
    // Added after player protection's check, so it runs between that check and the order's insert: a pause
    // there lets parallel deposits overlap where a missing lock would let them all pass.
    t.app.wallet.beforeMoney.add(async (attempt) => {
      if (widenRaces && attempt.move === 'deposit') await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }, 120_000);
  afterAll(() => t.close());
  afterEach(() => void vi.useRealTimers());

  it('a lower limit applies at once; a raise waits 24 hours, applies only when confirmed, and lapses after 7 days', async () => {
    const m = await member();
    expect((await m.setLimit('deposit', 'day', '100.00')).body.code).toBe(100);
    expect(await m.limit('deposit', 'day')).toMatchObject({ member: '100.00', applies: '100.00', pending: null });

    const raised = await m.setLimit('deposit', 'day', '500.00');
    expect(raised.body.code).toBe(100);
    expect(await m.limit('deposit', 'day')).toMatchObject({ applies: '100.00', pending: { amount: '500.00' } });
    const early = await m.send('/arks/web/protection/limit/confirm', { measure: 'deposit', period: 'day' });
    expect(early.body.code).toBe(PROTECTION_CODES.raiseNotConfirmable);
    expect((await m.limit('deposit', 'day')).applies).toBe('100.00');

    moveClock(25 * HOUR);
    await m.relogin();
    expect((await m.limit('deposit', 'day')).applies).toBe('100.00');
    const confirmed = await m.send('/arks/web/protection/limit/confirm', { measure: 'deposit', period: 'day' });
    expect(confirmed.body.code).toBe(100);
    expect(await m.limit('deposit', 'day')).toMatchObject({ applies: '500.00', pending: null });

    // A removal is a raise too; not confirmed within 7 days of becoming confirmable, it lapses.
    await m.setLimit('deposit', 'day', null);
    expect((await m.limit('deposit', 'day')).pending).toMatchObject({ amount: null });
    moveClock(9 * 24 * HOUR);
    await m.relogin();
    expect((await m.limit('deposit', 'day')).pending).toBeNull();
    const late = await m.send('/arks/web/protection/limit/confirm', { measure: 'deposit', period: 'day' });
    expect(late.body.code).toBe(PROTECTION_CODES.raiseNotConfirmable);
    expect((await m.limit('deposit', 'day')).applies).toBe('500.00');
  });

  it('keeps daily ≤ weekly ≤ monthly, and refuses amounts the currency cannot hold', async () => {
    const m = await member();
    expect((await m.setLimit('loss', 'week', '300.00')).body.code).toBe(100);
    expect((await m.setLimit('loss', 'day', '400.00')).body.code).toBe(PROTECTION_CODES.limitOrder);
    expect((await m.setLimit('loss', 'month', '200.00')).body.code).toBe(PROTECTION_CODES.limitOrder);
    expect((await m.setLimit('loss', 'day', '300.00')).body.code).toBe(100);
    expect((await m.setLimit('loss', 'day', '1.001')).body.code).toBe(PROTECTION_CODES.amountInvalid);
    expect((await m.setLimit('loss', 'year', '1.00')).status).toBe(400);
    expect((await m.send('/arks/web/protection/limit/set', { measure: 'loss', period: 'day' })).status).toBe(400);
    expect((await m.limit('loss', 'day')).applies).toBe('300.00');
  });

  it('holds deposits to the limit: 60 then 50 against 100 a day is refused, saying what is left; 40 fits exactly', async () => {
    const m = await member();
    await m.setLimit('deposit', 'day', '100.00');
    expect((await m.deposit('60.00')).body.code).toBe(100);
    const refused = await m.deposit('50.00');
    expect(refused.body).toMatchObject({
      code: PROTECTION_CODES.limitReached,
      data: { measure: 'deposit', period: 'day', left: '40.00' },
    });
    expect(refused.body.message).toBe('This deposit would pass the deposit limit you set.');
    expect((await m.deposit('40.00')).body.code).toBe(100);
    expect(await m.limit('deposit', 'day')).toMatchObject({ used: '100.00', left: '0.00' });
    expect((await m.deposit('10.00')).body.code).toBe(PROTECTION_CODES.limitReached);
  });

  /**
   * An order placed within the limit: opened at the gateway, or left pending when the gateway's answer came
   * too late (a loaded machine) — it holds its amount against the limit either way.
   */
  const placed = (code: number) => code === 100 || code === PAYMENT_CODES.gatewayUnavailable;

  it('lets no two of a hundred parallel deposits pass one limit together: never over by a cent', async () => {
    const m = await member();
    await m.setLimit('deposit', 'day', '100.00');
    widenRaces = true;
    const replies = await Promise.all(Array.from({ length: 100 }, () => m.deposit('10.00'))).finally(
      () => (widenRaces = false),
    );
    const codes = replies.map((r) => r.body.code);
    expect(codes.filter(placed), `codes: ${[...new Set(codes)].join(', ')}`).toHaveLength(10);
    expect(codes.filter((c) => c === PROTECTION_CODES.limitReached)).toHaveLength(90);
    const orders = await t.app.database.db
      .select({ amount: paymentOrders.amount })
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.memberId, m.id),
          eq(paymentOrders.kind, 'deposit'),
          inArray(paymentOrders.status, ['pending', 'paid']),
        ),
      );
    expect(orders.reduce((sum, o) => sum + o.amount, 0n)).toBe(10_000n);
  });

  it('holds the limit across channels too: deposits through six gateways at once take turns on the member', async () => {
    // More online channels, so the channel's own lock no longer puts the deposits in a row.
    const [first] = await t.app.database.db.select().from(paymentChannels).where(eq(paymentChannels.id, onlineChannel));
    const { id: _id, ...copy } = first!;
    const more = await t.app.database.db
      .insert(paymentChannels)
      .values(Array.from({ length: 5 }, (_, i) => ({ ...copy, name: `Gateway ${i + 2}` })))
      .returning();
    const channelIds = [onlineChannel, ...more.map((c) => c.id)];
    const m = await member();
    await m.setLimit('deposit', 'day', '100.00');
    widenRaces = true;
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        m.send('/arks/web/payment/deposit', {
          channel_id: channelIds[i % channelIds.length],
          amount: '10.00',
          request_id: requestId(),
        }),
      ),
    ).finally(() => (widenRaces = false));
    expect(replies.filter((r) => placed(r.body.code))).toHaveLength(10);
    expect((await m.limit('deposit', 'day')).used).toBe('100.00');
  });

  it('holds transfers into games to a wager limit inside the transfer: 30 then 30 against 50 a day is refused, and so is a launch that would move more than is left', async () => {
    const m = await member();
    await m.fund(100_00n);
    expect((await m.setLimit('wager', 'day', '50.00')).body.code).toBe(100);
    const transfer = (amount: string) =>
      m.send('/member/profile/transfer', { gp_id: 'GP01', direction: 'in', amount, request_id: requestId() });
    expect((await transfer('30.00')).body.code).toBe(100);
    const refused = await transfer('30.00');
    expect(refused.body).toMatchObject({
      code: PROTECTION_CODES.limitReached,
      data: { measure: 'wager', period: 'day', left: '20.00' },
    });
    // A launch would take the whole main balance (70.00) into the game: more than the 20.00 left.
    expect((await m.send('/member/game/play1', SLOT)).body).toMatchObject({
      code: PROTECTION_CODES.limitReached,
      data: { measure: 'wager', left: '20.00' },
    });
    expect((await transfer('20.00')).body.code).toBe(100);
    expect((await m.limit('wager', 'day')).used).toBe('50.00');
    const books = Object.fromEntries(await t.app.wallet.balances(1, m.id));
    expect(books).toEqual({ '': 50_00n, GP01: 50_00n });
  });

  it('a time-out stops deposits, games and transfers at once, ends the sessions, and cannot be shortened', async () => {
    const m = await member();
    const old = await m.send('/arks/web/protection/info');
    expect(old.body.data.block).toBeNull();
    const taken = await m.send('/arks/web/protection/time_out', { period: '24h', confirm: 1 });
    expect(taken.body.code).toBe(100);
    expect(taken.body.data.block).toMatchObject({ kind: 'time_out' });
    // The session that took it is over too: every page of the member is told why.
    expect((await m.send('/arks/web/protection/info')).status).toBe(401);
    await m.relogin();
    expect((await m.deposit('20.00')).body.code).toBe(PROTECTION_CODES.timedOut);
    expect((await m.send('/member/game/play1', SLOT)).body.code).toBe(PROTECTION_CODES.timedOut);
    const transfer = { gp_id: 'GP01', direction: 'in', amount: '5.00', request_id: requestId() };
    expect((await m.send('/member/profile/transfer', transfer)).body.code).toBe(PROTECTION_CODES.timedOut);
    // Still theirs to read.
    expect((await m.send('/arks/web/payment/records', { kind: 'deposit' })).status).toBe(200);
    // A shorter period taken again changes nothing; without the positive step nothing is taken.
    expect((await m.send('/arks/web/protection/time_out', { period: '24h' })).status).toBe(400);

    moveClock(25 * HOUR);
    await m.relogin();
    expect((await m.send('/arks/web/protection/info')).body.data.block).toBeNull();
    expect((await m.deposit('20.00')).body.code).toBe(100);
  });

  it('self-exclusion holds past any time-out and stops every money move', async () => {
    const m = await member();
    const taken = await m.send('/arks/web/protection/exclude', { period: '6m', confirm: 1 });
    expect(taken.body.data.block).toMatchObject({ kind: 'self_exclusion' });
    moveClock(60 * 24 * HOUR);
    await m.relogin();
    expect((await m.deposit('20.00')).body.code).toBe(PROTECTION_CODES.selfExcluded);
    expect((await m.send('/member/game/play1', SLOT)).body.code).toBe(PROTECTION_CODES.selfExcluded);
    const info = await m.send('/arks/web/protection/info');
    expect(info.body.data.block.kind).toBe('self_exclusion');
  });

  it("self-exclusion covers the operator's other site: the person's account there stops, and no new one opens", async () => {
    const m = await member({ memberPhone: '0987654321', memberEmail: `twin-${kind}@example.com` });
    // An account the same person already has on the operator's other site (the same phone).
    const [twin] = await t.app.database.db
      .insert(membersTable)
      .values({
        siteId: 2,
        memberAccount: `twin${kind}`,
        memberCurrency: 'USD',
        passwordHash: 'no-login',
        memberPhone: '0987654321',
      })
      .returning();
    const attempt = { move: 'deposit' as const, siteId: 2, memberId: twin!.id, currency: 'USD', amount: 1_000n };
    await expect(t.app.wallet.beforeMoney.run(attempt)).resolves.toBeUndefined();

    await m.send('/arks/web/protection/exclude', { period: '1y', confirm: 1 });
    await expect(t.app.wallet.beforeMoney.run(attempt)).rejects.toMatchObject({ code: PROTECTION_CODES.selfExcluded });

    // A new account there with the person's e-mail (in another case) is refused; others register as before.
    const onSecondSite = { host: 'apsport.localhost' };
    const form = vndBody({ member_currency: 'USD', member_email: `TWIN-${kind}@Example.com` });
    const refused = await register(t.app, form, undefined, onSecondSite);
    expect(refused.body.code).toBe(PROTECTION_CODES.selfExcluded);
    expect(await t.app.identity.memberByAccount(2, form.member_account)).toBeUndefined();
    const other = vndBody({ member_currency: 'USD', member_email: `new2-${kind}@example.com` });
    expect((await register(t.app, other, undefined, onSecondSite)).body.code).toBe(100);
  });

  it('marks the payout accounts of a self-excluded person: another account of theirs cannot bind one; they still can', async () => {
    const withdrawPasswordHash = await hashPassword('1234');
    const excluded = await member({ withdrawPasswordHash });
    const bind = (m: { send: typeof excluded.send }, accountNo: string) =>
      m.send('/arks/web/member/bank_accounts/add', {
        kind: 'bank',
        bank_code: 'CHASE',
        account_no: accountNo,
        holder_name: 'Pat Doe',
        withdraw_password: '1234',
      });
    const number = `7${kind === 'pglite' ? 1 : 2}0011223344`;
    const bound = await bind(excluded, number);
    expect(bound.body.code).toBe(100);
    expect((await excluded.send('/arks/web/protection/exclude', { period: '6m', confirm: 1 })).body.code).toBe(100);
    await excluded.relogin();

    // A new account (new phone and e-mail, nothing to match at registration) binding the same account, typed
    // with dashes: refused, and nothing bound. Another bank account binds as before.
    const newcomer = await member({ withdrawPasswordHash });
    const refused = await bind(newcomer, `${number.slice(0, 4)}-${number.slice(4)}`);
    expect(refused.body.code).toBe(PROTECTION_CODES.selfExcluded);
    expect((await newcomer.send('/arks/web/member/bank_accounts')).body.data.list).toEqual([]);
    expect((await bind(newcomer, '5550001111')).body.code).toBe(100);

    // The excluded member may bind it again (to withdraw their money).
    const list = (await excluded.send('/arks/web/member/bank_accounts')).body.data.list;
    await excluded.send('/arks/web/member/bank_accounts/delete', { id: list[0].id });
    expect((await bind(excluded, number)).body.code).toBe(100);
  });

  it('answers only the signed-in member, and asks for the positive step', async () => {
    expect((await call(t.app, '/arks/web/protection/info', {}, {})).status).toBe(401);
    const m = await member();
    expect((await m.send('/arks/web/protection/exclude', { period: '6m', confirm: 0 })).status).toBe(400);
    expect((await m.send('/arks/web/protection/exclude', { period: 'forever', confirm: 1 })).status).toBe(400);
    expect((await m.send('/arks/web/protection/reality_check', { minutes: 20 })).status).toBe(400);
    const set = await m.send('/arks/web/protection/reality_check', { minutes: 15 });
    expect(set.body.data.reality_check_minutes).toBe(15);
    expect((await m.send('/arks/web/protection/info')).body.data.block).toBeNull();
  });
});
