import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { PROTECTION_CODES } from '@playdeck/contract';
import { randomUUID } from 'node:crypto';
import { auditLog, cashbackGrants, letters, operatorUserSites, operatorUsers } from '../../db/schema/index.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';
import {
  call,
  mainBalance,
  memberAuth,
  orderOf,
  payAtGateway,
  PAYMENTS_TEST_CONFIG,
  until,
} from '../../test/payment-helpers.js';
import { protectionMembers } from '../../test/protection-helpers.js';

const MINUTE = 60_000;

// Player protection from the console's side: who may see and impose what, limits operators may only
// tighten, imposed time-outs, the site's settings and limits, the deposit-limit offer, reality-check
// answers, and the markers-of-harm job with its review.
describeEachDb('player protection, operators', (kind) => {
  let t: TestApp;
  let onlineChannel: number;
  let member: ReturnType<typeof protectionMembers>;
  let compliance: AdminClient;
  beforeAll(async () => {
    t = await createTestApp(kind, PAYMENTS_TEST_CONFIG);
    member = protectionMembers(t.app, `ward${kind}`, () => onlineChannel);
    const channels = await call(t.app, '/arks/web/payment/channels', {}, await memberAuth(t.app, 'demo001'));
    onlineChannel = channels.body.data.channels.find((c: { kind: string }) => c.kind === 'online').id;
    compliance = await signedIn(t.app, 'compliance');
  }, 120_000);
  afterAll(() => t.close());

  const view = (client: AdminClient, id: number) => client.get(`/api/admin/member-protection/${id}`);
  const impose = (id: number, body: Record<string, string>) =>
    compliance.call('POST', `/api/admin/member-protection/${id}/limits`, body);
  const limitIn = (record: { limits: { measure: string; period: string }[] }, measure: string, period: string) =>
    record.limits.find((l) => l.measure === measure && l.period === period);

  it('shows a member’s protection to compliance, owner and support; content is refused; another site’s member is not found', async () => {
    const m = await member();
    await m.setLimit('deposit', 'week', '300.00');
    for (const role of ['compliance', 'owner', 'support']) {
      const seen = await view(await signedIn(t.app, role), m.id);
      expect(seen.status).toBe(200);
      expect(limitIn(seen.body, 'deposit', 'week')).toMatchObject({
        member: '300.00',
        applies: '300.00',
        used: '0.00',
      });
    }
    expect((await view(await signedIn(t.app, 'content'), m.id)).status).toBe(403);
    const support = await signedIn(t.app, 'support');
    const refused = await support.call('POST', `/api/admin/member-protection/${m.id}/limits`, {
      measure: 'deposit',
      period: 'day',
      amount: '10.00',
      reason: 'support may not',
    });
    expect(refused.status).toBe(403);

    // A compliance officer granted site 2 only does not find a member of site 1.
    const [user] = await t.app.database.db.select().from(operatorUsers).where(eq(operatorUsers.username, 'compliance'));
    await t.app.database.db
      .delete(operatorUserSites)
      .where(and(eq(operatorUserSites.operatorUserId, user!.id), eq(operatorUserSites.siteId, 1)));
    try {
      const narrowed = await signedIn(t.app, 'compliance', '10.20.9.9');
      expect((await view(narrowed, m.id)).status).toBe(404);
      expect(
        (
          await narrowed.call('POST', `/api/admin/member-protection/${m.id}/time-out`, {
            period: '24h',
            reason: 'not mine',
          })
        ).status,
      ).toBe(404);
    } finally {
      await t.app.database.db.insert(operatorUserSites).values({ operatorUserId: user!.id, siteId: 1 });
    }
  });

  it('an operator’s limit applies at once, may only be lowered, and is audited with its reason', async () => {
    const m = await member();
    await m.setLimit('deposit', 'day', '500.00');
    const first = await impose(m.id, {
      measure: 'deposit',
      period: 'day',
      amount: '100.00',
      reason: 'affordability check',
    });
    expect(first.status).toBe(200);
    expect(limitIn(first.body, 'deposit', 'day')).toMatchObject({
      member: '500.00',
      operator: '100.00',
      applies: '100.00',
    });
    // The member sees the operator's side, and is held to it.
    expect(await m.limit('deposit', 'day')).toMatchObject({ operator: '100.00', applies: '100.00' });
    const over = await m.deposit('150.00');
    expect(over.body).toMatchObject({
      code: PROTECTION_CODES.limitReached,
      data: { measure: 'deposit', left: '100.00' },
    });

    const raise = await impose(m.id, { measure: 'deposit', period: 'day', amount: '200.00', reason: 'raise it' });
    expect(raise.status).toBe(409);
    expect(raise.body.message).toMatch(/only lower/);
    const same = await impose(m.id, { measure: 'deposit', period: 'day', amount: '100.00', reason: 'same again' });
    expect(same.status).toBe(409);
    const weekBelowDay = await impose(m.id, {
      measure: 'deposit',
      period: 'week',
      amount: '50.00',
      reason: 'out of order',
    });
    expect(weekBelowDay.status).toBe(409);
    const lower = await impose(m.id, { measure: 'deposit', period: 'day', amount: '40.00', reason: 'lower still' });
    expect(limitIn(lower.body, 'deposit', 'day')).toMatchObject({ operator: '40.00', applies: '40.00' });
    const bad = await impose(m.id, { measure: 'deposit', period: 'day', amount: '1.234', reason: 'three decimals' });
    expect(bad.status).toBe(400);
    const noReason = await compliance.call('POST', `/api/admin/member-protection/${m.id}/limits`, {
      measure: 'deposit',
      period: 'day',
      amount: '10.00',
    });
    expect(noReason.status).toBe(400);

    const trail = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'protection.limit_impose'), eq(auditLog.targetId, String(m.id))));
    expect(trail.map((row) => [row.actorUsername, row.reason])).toEqual([
      ['compliance', 'affordability check'],
      ['compliance', 'lower still'],
    ]);
  });

  it('an imposed time-out stops deposits at once, ends the member’s sessions and shows who set it and why', async () => {
    const m = await member();
    const imposed = await compliance.call('POST', `/api/admin/member-protection/${m.id}/time-out`, {
      period: '24h',
      reason: 'asked by phone',
    });
    expect(imposed.status).toBe(200);
    expect(imposed.body.blocks[0]).toMatchObject({
      kind: 'time_out',
      set_by: 'operator',
      reason: 'asked by phone',
      active: true,
    });
    expect((await m.send('/arks/web/protection/info')).status).toBe(401);
    await m.relogin();
    expect((await m.deposit('10.00')).body.code).toBe(PROTECTION_CODES.timedOut);
    const [row] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'protection.time_out_impose'), eq(auditLog.targetId, String(m.id))));
    expect(row).toMatchObject({ actorUsername: 'compliance', reason: 'asked by phone' });
  });

  it('site settings: a site-wide limit holds every member of the currency; stale versions and disordered limits are refused', async () => {
    const owner = await signedIn(t.app, 'owner');
    const before = await compliance.get('/api/admin/protection-settings/1:USD');
    expect(before.body).toMatchObject({ deposit_limit_prompt: true, deposits_per_day: 5, limits: [] });
    const body = {
      version: before.body.version,
      deposit_limit_prompt: true,
      deposits_per_day: 5,
      withdrawals_cancelled: 2,
      night_play_nights: 3,
      net_deposits_30d: '0',
      limits: [{ measure: 'deposit', period: 'day', amount: '30.00' }],
    };
    const disordered = await compliance.call('PUT', '/api/admin/protection-settings/1:USD', {
      ...body,
      limits: [...body.limits, { measure: 'deposit', period: 'week', amount: '20.00' }],
    });
    expect(disordered.status).toBe(400);
    expect(
      (await (await signedIn(t.app, 'content')).call('PUT', '/api/admin/protection-settings/1:USD', body)).status,
    ).toBe(403);
    const saved = await compliance.call('PUT', '/api/admin/protection-settings/1:USD', body);
    expect(saved.status).toBe(200);
    expect((await owner.call('PUT', '/api/admin/protection-settings/1:USD', body)).status).toBe(409);
    try {
      const m = await member();
      expect(await m.limit('deposit', 'day')).toMatchObject({ member: null, operator: '30.00', applies: '30.00' });
      expect((await m.deposit('40.00')).body).toMatchObject({
        code: PROTECTION_CODES.limitReached,
        data: { left: '30.00' },
      });
      expect((await m.deposit('30.00')).body.code).toBe(100);
      expect(limitIn((await view(compliance, m.id)).body, 'deposit', 'day')).toMatchObject({
        site: '30.00',
        used: '30.00',
        left: '0.00',
      });
    } finally {
      const now = (await compliance.get('/api/admin/protection-settings/1:USD')).body;
      await compliance.call('PUT', '/api/admin/protection-settings/1:USD', {
        ...body,
        version: now.version,
        limits: [],
      });
    }
    expect((await compliance.get('/api/admin/protection-settings/9:USD')).status).toBe(404);
  });

  it('offers a deposit limit until the member sets one or skips the offer, where the site asks it', async () => {
    const skipper = await member();
    expect((await skipper.send('/arks/web/protection/info')).body.data.deposit_limit_prompt).toBe(true);
    const skipped = await skipper.send('/arks/web/protection/prompt/skip');
    expect(skipped.body.data.deposit_limit_prompt).toBe(false);
    const setter = await member();
    await setter.setLimit('deposit', 'month', '1000.00');
    expect((await setter.send('/arks/web/protection/info')).body.data.deposit_limit_prompt).toBe(false);
    const another = await member();
    await another.setLimit('loss', 'day', '10.00');
    expect((await another.send('/arks/web/protection/info')).body.data.deposit_limit_prompt).toBe(true);
  });

  it('records reality-check answers with the session, refuses a session start out of range, and shows them to compliance', async () => {
    const m = await member();
    const since = new Date(Date.now() - 15 * MINUTE).toISOString();
    const session = await m.send('/arks/web/protection/session', { since });
    expect(session.body.data).toMatchObject({ currency: 'USD', net: '0.00' });
    expect(session.body.data.played_seconds).toBeGreaterThanOrEqual(900);
    const answered = await m.send('/arks/web/protection/reality_check/answer', { since, answer: 'continue' });
    expect(answered.body.code).toBe(100);
    await m.send('/arks/web/protection/reality_check/answer', { since, answer: 'leave' });
    for (const wrong of [
      new Date(Date.now() + 10 * MINUTE).toISOString(),
      new Date(Date.now() - 25 * 60 * MINUTE).toISOString(),
      'yesterday',
    ]) {
      const refused = await m.send('/arks/web/protection/session', { since: wrong });
      expect(refused.status).toBe(400);
    }
    expect((await m.send('/arks/web/protection/reality_check/answer', { since, answer: 'maybe' })).status).toBe(400);
    const seen = await view(compliance, m.id);
    expect(seen.body.reality_answers.map((a: { answer: string }) => a.answer)).toEqual(['leave', 'continue']);
    expect(seen.body.reality_answers[0].played_seconds).toBeGreaterThanOrEqual(900);
  });

  it('raises markers of harm once while open, lets compliance review each once, and raises again after review', async () => {
    const often = await member();
    for (let i = 0; i < 6; i++) expect((await often.deposit('10.00')).body.code).toBe(100);
    const near = await member();
    await near.setLimit('deposit', 'day', '100.00');
    expect((await near.deposit('85.00')).body.code).toBe(100);

    expect(await t.app.protection.markHarm()).toBeGreaterThanOrEqual(2);
    await t.app.protection.markHarm();
    const listed = await compliance.get(
      `/api/admin/protection-flags?filter=${encodeURIComponent(JSON.stringify({ state: 'open' }))}`,
    );
    const mine = (id: number) => listed.body.filter((f: { member_id: number }) => f.member_id === id);
    expect(mine(often.id)).toEqual([
      expect.objectContaining({
        kind: 'deposits_often',
        detail: expect.stringMatching(/^6 deposits in 24 hours/),
        state: 'open',
      }),
    ]);
    expect(mine(near.id)).toEqual([
      expect.objectContaining({ kind: 'limit_near', detail: 'deposit, 24 hours: 85.00 of 100.00 used' }),
    ]);

    const flag = mine(often.id)[0];
    expect(
      (
        await (
          await signedIn(t.app, 'support')
        ).call('POST', `/api/admin/protection-flags/${flag.id}/review`, { note: 'seen' })
      ).status,
    ).toBe(403);
    const reviewed = await compliance.call('POST', `/api/admin/protection-flags/${flag.id}/review`, {
      note: 'called the member',
    });
    expect(reviewed.body).toMatchObject({ state: 'reviewed', reviewed_by: 'compliance', note: 'called the member' });
    expect(
      (await compliance.call('POST', `/api/admin/protection-flags/${flag.id}/review`, { note: 'again' })).status,
    ).toBe(409);
    // Still depositing that often: the next run raises a new flag for the next review.
    await t.app.protection.markHarm();
    const flags = (await view(compliance, often.id)).body.flags;
    expect(flags.map((f: { state: string }) => f.state)).toEqual(['open', 'reviewed']);
  });

  it('sends no promotions to a member on a break: no campaign letter, no pop-up, no cash back claimed; a letter to them alone still arrives', async () => {
    const resting = await member();
    const other = await member();
    expect((await resting.send('/arks/web/protection/time_out', { period: '24h', confirm: 1 })).body.code).toBe(100);
    await resting.relogin();
    const support = await signedIn(t.app, 'support');
    const campaign = (audience: Record<string, unknown>) =>
      support.call('POST', '/api/admin/letter-campaigns', {
        site_id: 1,
        versions: { en_US: { title: 'Weekend offer', content: '<p>Deposit and get more</p>' } },
        audience,
        request_id: randomUUID(),
      });
    const toMany = await campaign({ kind: 'accounts', accounts: [`ward${kind}${resting.n}`, `ward${kind}${other.n}`] });
    expect(toMany.status).toBe(200);
    await t.app.letterCampaigns.send(toMany.body.id);
    const toOne = await campaign({ kind: 'member', member_id: resting.id });
    expect(toOne.status).toBe(200);
    await t.app.letterCampaigns.send(toOne.body.id);
    // The campaign's own job may have taken it first (then the call above does nothing): wait for its letters.
    const receivedLetters = () =>
      t.app.database.db
        .select()
        .from(letters)
        .where(inArray(letters.memberId, [resting.id, other.id]));
    await vi.waitFor(async () => expect(await receivedLetters()).toHaveLength(2), { timeout: 15_000, interval: 100 });
    const received = await receivedLetters();
    expect(received.map((l) => [l.memberId, l.campaignId])).toEqual(
      expect.arrayContaining([
        [other.id, toMany.body.id],
        [resting.id, toOne.body.id],
      ]),
    );
    expect(received).toHaveLength(2);

    // The demo's pop-ups (home page, desktop): shown to the other member, not to the one on a break.
    const popUps = async (m: { send: typeof resting.send }) =>
      (await m.send('/arks/web/bulletin/member', { site_id: 1, display_device: 1, display_location: 2 })).body.data
        .list;
    expect((await popUps(other)).length).toBeGreaterThan(0);
    expect(await popUps(resting)).toEqual([]);

    const [grant] = await t.app.database.db
      .insert(cashbackGrants)
      .values({
        siteId: 1,
        memberId: resting.id,
        currency: 'USD',
        periodStart: new Date(Date.now() - 2 * 24 * 60 * MINUTE),
        periodEnd: new Date(Date.now() - 24 * 60 * MINUTE),
        netLoss: 100_00n,
        amount: 5_00n,
        status: 'claimable',
        claimUntil: new Date(Date.now() + 24 * 60 * MINUTE),
      })
      .returning();
    const claim = await resting.send('/arks/web/cash_surplus/claim', { id: grant!.id });
    expect(claim.body.code).toBe(PROTECTION_CODES.timedOut);
    const [after] = await t.app.database.db.select().from(cashbackGrants).where(eq(cashbackGrants.id, grant!.id));
    expect(after).toMatchObject({ status: 'claimable', paidAt: null });
  });

  it('credits a deposit paid during a break (the money is the member’s) and flags it for compliance', async () => {
    const m = await member();
    const placed = await m.deposit('25.00');
    expect(placed.body.code).toBe(100);
    const { order_number: orderNumber, pay_url: payUrl } = placed.body.data;
    expect((await m.send('/arks/web/protection/time_out', { period: '7d', confirm: 1 })).body.code).toBe(100);
    expect(await payAtGateway(t.app, payUrl)).toBe(200);
    await until(async () => (await orderOf(t.app, orderNumber)).status === 'paid');
    expect(await mainBalance(t.app, m.id)).toBe(25_00n);
    const flags = (await view(compliance, m.id)).body.flags;
    expect(flags).toEqual([
      expect.objectContaining({
        kind: 'credited_past_check',
        detail: `deposit ${orderNumber} of 25.00 USD credited during a time-out`,
        state: 'open',
      }),
    ]);
  });
});
