import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  ledgerEntries,
  members,
  redEnvelopeClaims,
  redEnvelopes,
  rouletteDraws,
  roulettePrizes,
  rouletteSpins,
} from '../../db/schema/index.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient, AdminReply } from '../../test/admin-helpers.js';
import type { MemberRow } from '../identity/types.js';
import { envelopeBody, wheelBody } from './activities-test-helpers.js';

const CROWD = 400;
const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'rejected' ? (r.reason as { code?: number }).code : 100;
/** The outcomes that are neither of the expected codes, with their message: a failure then says what broke. */
const unexpected = (results: PromiseSettledResult<unknown>[], expected: number[]) =>
  results
    .filter((r) => !expected.includes(codeOf(r) as number))
    .map((r) => (r.status === 'rejected' ? String((r.reason as Error).message ?? r.reason) : 'fulfilled'));

/** Hundreds of members claim or spin at once while the operator ends the drop or wheel (decision 0008). */
// Seconds per test by design: 400 members arriving 5 ms apart (2 s of arrivals), so the end lands among them.
describeEachDb('ending an activity early while members claim and spin', (kind) => {
  let t: TestApp;
  let owner: AdminClient;
  let crowd: MemberRow[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedIn(t.app, 'owner');
    const rows = Array.from({ length: CROWD }, (_, i) => ({
      siteId: 1,
      memberAccount: `race${String(i).padStart(4, '0')}`,
      memberCurrency: 'USD',
      passwordHash: 'not-a-login',
    }));
    crowd = await t.app.database.db.insert(members).values(rows).returning();
  }, 120_000);
  afterAll(() => t.close());

  /**
   * Members keep arriving (one every 5 ms, each claim or spin in flight with the others) and the operator
   * ends the activity after the first quarter: claims and spins arrive before, during and after the end.
   */
  async function raceTheEnd(work: (m: MemberRow) => Promise<unknown>, end: string) {
    // Settled as they go, so a refusal is a result, not an unhandled rejection while others arrive.
    const inFlight: Promise<PromiseSettledResult<unknown>>[] = [];
    let ended: Promise<AdminReply> | undefined;
    for (const [i, member] of crowd.entries()) {
      if (i === CROWD / 4) ended = owner.call('POST', end);
      // The last tenth arrive once the end has answered, however slow a loaded machine made it.
      if (i === CROWD - CROWD / 10) await ended;
      inFlight.push(Promise.allSettled([work(member)]).then(([r]) => r!));
      await new Promise((r) => setTimeout(r, 5));
    }
    return { ended: await ended!, results: await Promise.all(inFlight) };
  }

  it('a red envelope: every claim is paid once and counted, or refused; nothing after the end; books balance', async () => {
    const body = envelopeBody({ budget: 100_000, count: 1_000, amount: { kind: 'random', min: 50, max: 150 } });
    const drop = (await owner.call('POST', '/api/admin/red-envelopes', body)).body;
    const db = t.app.database.db;
    const { ended, results } = await raceTheEnd(
      (m) => t.app.activities.redEnvelopes.claim(m, drop.id),
      `/api/admin/red-envelopes/${drop.id}/end`,
    );
    expect(ended.status).toBe(200);
    const codes = results.map(codeOf);
    const won = codes.filter((c) => c === 100).length;
    expect(unexpected(results, [100, 102])).toEqual([]);
    expect(won).toBeGreaterThan(0);
    expect(won).toBeLessThan(CROWD); // the end landed while claims were still arriving
    const [row] = await db.select().from(redEnvelopes).where(eq(redEnvelopes.id, drop.id));
    const claims = await db.select().from(redEnvelopeClaims).where(eq(redEnvelopeClaims.envelopeId, drop.id));
    const paid = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `red_envelope:${drop.id}`));
    expect(claims).toHaveLength(won);
    expect(row!.claimed).toBe(won);
    expect(new Set(claims.map((c) => c.memberId)).size).toBe(won);
    const claimedSum = claims.reduce((s, c) => s + c.amount, 0n);
    expect(paid).toHaveLength(won);
    expect(paid.reduce((s, e) => s + e.amount, 0n)).toBe(claimedSum);
    expect(row!.budget - row!.remaining).toBe(claimedSum);
    expect(row!.remaining).toBeGreaterThanOrEqual(0n);
    // Nobody who was refused can claim now either.
    const claimers = new Set(claims.map((c) => c.memberId));
    const late = await Promise.allSettled(
      crowd.filter((m) => !claimers.has(m.id)).map((m) => t.app.activities.redEnvelopes.claim(m, drop.id)),
    );
    expect(late.map(codeOf).every((c) => c === 102)).toBe(true);
    expect(await db.select().from(redEnvelopeClaims).where(eq(redEnvelopeClaims.envelopeId, drop.id))).toHaveLength(
      won,
    );
    expect(await t.app.wallet.mismatches()).toEqual([]);
  }, 120_000);

  it('a wheel: every spin is paid once and counted, or refused and its draw kept; stock never below zero', async () => {
    const prizes = [
      { kind: 'cash', amount: 250, labels: { en_US: 'Big' }, weight: 10, stock: 50 },
      { kind: 'cash', amount: 100, labels: { en_US: 'Small' }, weight: 1, stock: null },
    ];
    const body = wheelBody({ prizes, grant: { kind: 'currency', draws: 1 } });
    const wheel = (await owner.call('POST', '/api/admin/roulettes', body)).body;
    const db = t.app.database.db;
    const { ended, results } = await raceTheEnd(
      (m) => t.app.activities.roulette.spin(m),
      `/api/admin/roulettes/${wheel.id}/end`,
    );
    expect(ended.status).toBe(200);
    const codes = results.map(codeOf);
    const won = codes.filter((c) => c === 100).length;
    expect(unexpected(results, [100, 2093102])).toEqual([]);
    expect(won).toBeGreaterThan(0);
    expect(won).toBeLessThan(CROWD);
    const spins = await db.select().from(rouletteSpins).where(eq(rouletteSpins.rouletteId, wheel.id));
    expect(spins).toHaveLength(won);
    expect(new Set(spins.map((s) => s.memberId)).size).toBe(won);
    const rows = await db.select().from(roulettePrizes).where(eq(roulettePrizes.rouletteId, wheel.id));
    const big = rows.find((p) => p.label === 'Big')!;
    const bigWon = spins.filter((s) => s.prizeId === big.id).length;
    expect(big.stock).toBe(50 - bigWon);
    expect(big.stock).toBeGreaterThanOrEqual(0);
    const cash = spins.reduce((s, spin) => s + rows.find((p) => p.id === spin.prizeId)!.cash, 0n);
    const paid = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `roulette:${wheel.id}`));
    expect(paid.reduce((s, e) => s + e.amount, 0n)).toBe(cash);
    // A refused spin rolled its draw back: only the members who spun have a row, with no draws left.
    const draws = await db.select().from(rouletteDraws).where(eq(rouletteDraws.rouletteId, wheel.id));
    expect(draws).toHaveLength(won);
    expect(draws.every((d) => d.remaining === 0)).toBe(true);
    expect(await t.app.wallet.mismatches()).toEqual([]);
  }, 120_000);

  it('a wheel with 30 of its favourite prize and 400 spins at once gives out exactly 30', async () => {
    const prizes = [
      { kind: 'cash', amount: 500, labels: { en_US: 'Rare' }, weight: 1_000, stock: 30 },
      { kind: 'item', item: 'sticker', labels: { en_US: 'Sticker' }, weight: 1, stock: null },
    ];
    const wheel = (
      await owner.call('POST', '/api/admin/roulettes', wheelBody({ prizes, grant: { kind: 'currency', draws: 1 } }))
    ).body;
    const results = await Promise.allSettled(crowd.map((m) => t.app.activities.roulette.spin(m)));
    expect(results.map(codeOf).every((c) => c === 100)).toBe(true);
    const db = t.app.database.db;
    const rows = await db.select().from(roulettePrizes).where(eq(roulettePrizes.rouletteId, wheel.id));
    const rare = rows.find((p) => p.label === 'Rare')!;
    expect(rare.stock).toBe(0);
    const spins = await db
      .select()
      .from(rouletteSpins)
      .where(inArray(rouletteSpins.prizeId, [rare.id]));
    expect(spins).toHaveLength(30);
    const record = (await owner.get(`/api/admin/roulettes/${wheel.id}`)).body;
    expect(record).toMatchObject({ spins: CROWD, paid: 30 * 500 });
    expect(record.prizes.map((p: { won: number; stock: number | null }) => [p.won, p.stock])).toEqual([
      [30, 0],
      [CROWD - 30, null],
    ]);
    await owner.call('POST', `/api/admin/roulettes/${wheel.id}/end`);
  }, 120_000);
});
