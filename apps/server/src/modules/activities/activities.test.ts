import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ledgerEntries,
  members,
  redEnvelopeClaims,
  redEnvelopes,
  rouletteDraws,
  roulettePrizes,
  rouletteSpins,
} from '../../db/schema/index.js';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { bearer, IDENTITY_TEST_CONFIG, login } from '../../test/identity-helpers.js';
import type { MemberRow } from '../identity/types.js';
import { RED_ENVELOPE_DISPLAY_JOB } from './red-envelope.js';

const HOUR = 3_600_000;

describeEachDb('site activities', (kind) => {
  let t: TestApp;
  let crowd: MemberRow[];
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
    const rows = Array.from({ length: 1_000 }, (_, i) => ({
      siteId: 1,
      memberAccount: `crowd${String(i).padStart(4, '0')}`,
      memberCurrency: 'USD',
      passwordHash: 'not-a-login',
    }));
    crowd = await t.app.database.db.insert(members).values(rows).returning();
  }, 120_000);
  afterAll(() => t.close());

  const envelope = (over: Partial<typeof redEnvelopes.$inferInsert> = {}) =>
    t.app.activities.redEnvelopes.create({
      siteId: 1,
      currency: 'USD',
      title: 'Lucky drop',
      startAt: new Date(Date.now() - 1_000),
      endAt: new Date(Date.now() + HOUR),
      budget: 50_000n,
      minAmount: 100n,
      maxAmount: 200n,
      ...over,
    });

  it('1,000 members claiming 400 envelopes at once: 400 paid, the whole budget and no more; the books balance', async () => {
    const drop = await envelope({ count: 400 });
    const results = await Promise.allSettled(crowd.map((m) => t.app.activities.redEnvelopes.claim(m, drop.id)));
    const won = results.filter((r) => r.status === 'fulfilled').length;
    const [after] = await t.app.database.db.select().from(redEnvelopes).where(eq(redEnvelopes.id, drop.id));
    const [paid] = await t.app.database.db
      .select({ sum: sql<string>`coalesce(sum(${redEnvelopeClaims.amount}), 0)::text`, n: sql<number>`count(*)::int` })
      .from(redEnvelopeClaims)
      .where(eq(redEnvelopeClaims.envelopeId, drop.id));
    // Each envelope leaves the ones after it between min and max, so the last one pays out what is left.
    expect(after!.remaining).toBe(0n);
    expect(after!.claimed).toBe(400);
    expect(BigInt(paid!.sum)).toBe(50_000n);
    expect(paid!.n).toBe(won);
    expect(won).toBe(400);
    expect(await t.app.wallet.mismatches()).toEqual([]);
  }, 120_000);

  it('one member claiming 50 times in parallel is credited once', async () => {
    const drop = await envelope();
    const member = crowd[0]!;
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => t.app.activities.redEnvelopes.claim(member, drop.id)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(rejected.every((r) => (r.reason as { code: number }).code === 102)).toBe(true);
  });

  it('over HTTP: the live envelope, a claim with its cash, then 102', async () => {
    const drop = await envelope({ title: 'HTTP drop' });
    const token = (await login(t.app)).body.data.token;
    const live = await post(t.app, '/api/arks/web/activity/red_envelope_promotion', {}, bearer(token));
    expect(live.body.data.envelope).toMatchObject({ id: expect.any(Number), end_at: expect.stringMatching(/Z$/) });
    const claim = await post(t.app, '/api/arks/web/activity/red_envelope', { id: drop.id }, bearer(token));
    expect(claim.body.code).toBe(100);
    expect(claim.body.data.cash).toMatch(/^[12]\.\d\d$/);
    expect((await post(t.app, '/api/arks/web/activity/red_envelope', { id: drop.id }, bearer(token))).body.code).toBe(
      102,
    );
    const ended = await envelope({ startAt: new Date(Date.now() - 2 * HOUR), endAt: new Date(Date.now() - HOUR) });
    expect((await post(t.app, '/api/arks/web/activity/red_envelope', { id: ended.id }, bearer(token))).body.code).toBe(
      102,
    );
    expect((await post(t.app, '/api/arks/web/activity/red_envelope', { id: -1 }, bearer(token))).status).toBe(400);
  });

  /** Every announcement job due by now has run (a job is completed only after its handler published). */
  const untilDueAnnouncementsDone = () =>
    vi.waitFor(
      async () => {
        const { rows } = (await t.app.database.db.execute(sql`select count(*)::int as n from pgboss.job
          where name = ${RED_ENVELOPE_DISPLAY_JOB} and state < 'completed' and start_after <= now()`)) as unknown as {
          rows: { n: number }[];
        };
        expect(rows[0]!.n).toBe(0);
      },
      { timeout: 15_000, interval: 20 },
    );

  it('announces a drop on member.{currency} when it starts, not before', async () => {
    const calls: { at: number; channel: string; event: string }[] = [];
    const publish = vi.spyOn(t.app.realtime, 'publish').mockImplementation((channel, event) => {
      calls.push({ at: Date.now(), channel, event });
    });
    await untilDueAnnouncementsDone(); // earlier drops' announcements have passed
    calls.length = 0;
    const created = Date.now();
    await envelope({ startAt: new Date(created + 1_000), title: 'Soon' });
    await vi.waitFor(() => expect(calls.some((c) => c.event === 'RedEnvelopeDisplay')).toBe(true), {
      timeout: 15_000,
      interval: 200,
    });
    const shown = calls.find((c) => c.event === 'RedEnvelopeDisplay')!;
    expect(shown.channel).toBe('member.USD');
    expect(shown.at - created).toBeGreaterThanOrEqual(900);
    publish.mockRestore();
  });

  it('roulette: 100 parallel spins with 3 draws give 3 outcomes; stock never below zero; cash through the ledger', async () => {
    const { roulette } = t.app.activities;
    const wheel = await roulette.create(
      {
        siteId: 1,
        currency: 'USD',
        title: 'Wheel',
        startAt: new Date(Date.now() - 1_000),
        endAt: new Date(Date.now() + HOUR),
      },
      [
        { label: 'Jackpot', cash: 10_000n, weight: 1_000_000, stock: 1 },
        { label: 'Ten', cash: 1_000n, weight: 1, stock: null },
        { label: 'Hat', item: 'hat', weight: 1, stock: null },
      ],
    );
    const member = crowd[1]!;
    await roulette.grant(wheel.id, member, 3);
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => roulette.spin(member)));
    const wins = results.filter((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ prize_id: number }>[];
    expect(wins).toHaveLength(3);
    const rejected = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(rejected.every((r) => (r.reason as { code: number }).code === 2093101)).toBe(true);
    const prizes = await t.app.database.db.select().from(roulettePrizes).where(eq(roulettePrizes.rouletteId, wheel.id));
    expect(prizes.find((p) => p.label === 'Jackpot')!.stock).toBe(0);
    const spins = await t.app.database.db
      .select()
      .from(rouletteSpins)
      .where(
        inArray(
          rouletteSpins.prizeId,
          prizes.map((p) => p.id),
        ),
      );
    expect(spins).toHaveLength(3);
    expect(spins.every((s) => s.audit.roll >= 0 && s.audit.roll < s.audit.total)).toBe(true);
    expect((await roulette.detail(member)).remaining_draws).toBe(0);
    // The ledger holds exactly the cash of the three prizes won, once each.
    const won = spins.map((s) => prizes.find((p) => p.id === s.prizeId)!.cash).reduce((a, b) => a + b, 0n);
    const paid = await t.app.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `roulette:${wheel.id}`));
    expect(paid.reduce((sum, e) => sum + e.amount, 0n)).toBe(won);
    expect(paid).toHaveLength(spins.filter((s) => prizes.find((p) => p.id === s.prizeId)!.cash > 0n).length);
    expect(await t.app.wallet.mismatches()).toEqual([]);
  });

  it('roulette: of two overlapping wheels the member is shown, and spins, the later one that holds their draws', async () => {
    const { roulette } = t.app.activities;
    const wheel = (title: string, endsIn: number, cash: bigint) =>
      roulette.create(
        {
          siteId: 1,
          currency: 'USD',
          title,
          startAt: new Date(Date.now() - 1_000),
          endAt: new Date(Date.now() + endsIn),
        },
        [{ label: title, cash, weight: 1, stock: null }],
      );
    const earlier = await wheel('Earlier wheel', 2 * HOUR, 100n);
    const later = await wheel('Later wheel', 3 * HOUR, 200n);
    const token = (await login(t.app)).body.data.token; // demo001, USD
    const demo = (await t.app.identity.memberByAccount(1, 'demo001'))!;
    await roulette.grant(later.id, demo, 2);
    const call = (path: string) => post(t.app, `/api/arks/web/activity/roulette${path}`, {}, bearer(token));

    for (const path of ['', '/info']) {
      expect((await call(path)).body.data.detail).toMatchObject({ id: later.id, remaining_draws: 2 });
    }
    const spin = await call('/spin');
    expect(spin.body).toMatchObject({ code: 100, data: { remaining_draws: 1, cash: '2.00' } });
    const laterPrizes = await t.app.database.db
      .select()
      .from(roulettePrizes)
      .where(eq(roulettePrizes.rouletteId, later.id));
    expect(spin.body.data.prize_id).toBe(laterPrizes[0]!.id);
    const draws = await t.app.database.db
      .select()
      .from(rouletteDraws)
      .where(and(eq(rouletteDraws.memberId, demo.id), inArray(rouletteDraws.rouletteId, [earlier.id, later.id])));
    expect(draws.map((d) => [d.rouletteId, d.remaining])).toEqual([[later.id, 1]]);
    const spins = await t.app.database.db.select().from(rouletteSpins).where(eq(rouletteSpins.memberId, demo.id));
    expect(spins.map((s) => s.rouletteId)).toEqual([later.id]);

    // With its last draw spent the member stays on that wheel: "no draws left", not "never granted".
    expect((await call('/spin')).body.data.remaining_draws).toBe(0);
    expect((await call('/info')).body.data.detail).toMatchObject({ id: later.id, remaining_draws: 0 });
    expect((await call('/spin')).body.code).toBe(2093101);
    expect(await t.app.wallet.mismatches()).toEqual([]);
  });

  it('roulette codes over HTTP: info without activity 2095101, spin not eligible 2093104', async () => {
    const token = (await login(t.app, { account: 'demo002' })).body.data.token; // VND: no wheel
    expect((await post(t.app, '/api/arks/web/activity/roulette/info', {}, bearer(token))).body.code).toBe(2095101);
    expect((await post(t.app, '/api/arks/web/activity/roulette/spin', {}, bearer(token))).body.code).toBe(2093102);
    const usd = (await login(t.app, { account: 'agent001' })).body.data.token;
    expect((await post(t.app, '/api/arks/web/activity/roulette/spin', {}, bearer(usd))).body.code).toBe(2093104);
  });
});
