import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dailyFigures } from '../../db/schema/index.js';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import { bearer, IDENTITY_TEST_CONFIG, login } from '../../test/identity-helpers.js';

const SLOT = { gp_id: 'GP01', game_type: 2, game_code: 'slot-fortune-fruits', device: 1 };

describeEachDb('back office: dashboard', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
    // The rollup job runs once at start: let it finish (400 days per site and currency) so it cannot
    // write while a test below forgets and rolls up days itself.
    const expected =
      400 *
      (await t.app.database.db
        .execute(sql`select site_id, jsonb_array_elements_text(currencies) from sites`)
        .then((r) => (r as unknown as { rows: unknown[] }).rows.length));
    const rows = async () => (await t.app.database.db.select().from(dailyFigures)).length;
    for (let waited = 0; (await rows()) < expected && waited < 60_000; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 90_000);
  afterAll(() => t.close());

  const dashboard = async (query: string) => (await signedIn(t.app, 'content')).get(`/api/admin/dashboard?${query}`);

  it('counts today’s logins, active members, game transfers and payouts for a site and currency', async () => {
    const before = (await dashboard('site_id=1&currency=USD&days=1')).body.today;
    await login(t.app, { account: 'player001' });
    // A second login ends the first session (one live session per member): play with the second.
    const token = (await login(t.app, { account: 'player001' })).body.data.token as string;
    const played = await post(t.app, '/api/member/game/play1', SLOT, bearer(token));
    expect(played.body.code).toBe(100);
    await post(t.app, '/api/member/game/leave1', {}, bearer(token));
    const res = await dashboard('site_id=1&currency=USD&days=30');
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(30);
    expect(res.body.days.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    const today = res.body.today;
    expect(today.logins - before.logins).toBe(2);
    expect(today.active_members - before.active_members).toBe(1);
    const moved = (s: string) => Math.round(Number(s) * 100);
    expect(moved(today.transfers_in) - moved(before.transfers_in)).toBe(30_000);
    expect(moved(today.transfers_out) - moved(before.transfers_out)).toBe(30_000);
    // Other currencies of the same site are apart.
    const vnd = await dashboard('site_id=1&currency=VND&days=1');
    expect(vnd.body.today.transfers_in).toBe('0');
  });

  it('answers the same from the rollup as counted live, and keeps counting today live', async () => {
    const db = t.app.database.db;
    // Ten days of game results on player001's main wallet, written as if on those days.
    await db.execute(sql`
      insert into ledger_entries (site_id, member_id, wallet_id, amount, balance_after, kind, reference, idempotency_key, created_at)
      select w.site_id, w.member_id, w.id, -100 * d, 0, 'game_result', 'test', 'rollup-test:' || d, now() - d * interval '1 day'
      from generate_series(1, 10) as d, wallets w
      join members m on m.id = w.member_id
      where m.member_account = 'player001' and w.provider = ''`);
    // Backdated rows break the rule the rollup rests on (a past day never changes): forget what the
    // job rolled at start, so these days are counted live first.
    await db.delete(dailyFigures);
    const live = (await dashboard('site_id=1&currency=USD&days=14')).body;
    expect(
      live.days.filter((d: { net_game_result: string }) => d.net_game_result !== '0.00').length,
    ).toBeGreaterThanOrEqual(10);
    expect(await t.app.dashboard.rollUp()).toBeGreaterThan(0);
    const kept = await db.select().from(dailyFigures);
    expect(kept.length).toBeGreaterThan(0);
    expect((await dashboard('site_id=1&currency=USD&days=14')).body).toEqual(live);
    // A second rollup keeps nothing new: finished days are kept once.
    expect(await t.app.dashboard.rollUp()).toBe(0);
    await login(t.app, { account: 'player001' });
    const after = (await dashboard('site_id=1&currency=USD&days=14')).body;
    expect(after.today.logins).toBe(live.today.logins + 1);
  });

  it('counts a first deposit on its day only: a member’s later deposits are not first', async () => {
    const db = t.app.database.db;
    const deposit = (account: string, key: string, daysAgo: number) =>
      db.execute(sql`
      insert into ledger_entries (site_id, member_id, wallet_id, amount, balance_after, kind, reference, idempotency_key, created_at)
      select w.site_id, w.member_id, w.id, 1000, 0, 'deposit', 'test', ${key}, now() - ${daysAgo} * interval '1 day'
      from wallets w join members m on m.id = w.member_id
      where m.member_account = ${account} and m.site_id = 1 and w.provider = ''`);
    const before = (await dashboard('site_id=1&currency=USD&days=3')).body.today.first_deposits;
    await deposit('demo001', 'first-dep-1', 0);
    await deposit('demo001', 'first-dep-2', 0);
    // agent001's first deposit was two days ago (a day already rolled up: it stays as it was).
    await deposit('agent001', 'first-dep-3', 2);
    await deposit('agent001', 'first-dep-4', 0);
    const after = (await dashboard('site_id=1&currency=USD&days=3')).body;
    expect(after.today.first_deposits - before).toBe(1);
  });

  it('refuses a site not granted, and bad queries', async () => {
    const siteOnly = await dashboard('site_id=99&currency=USD');
    expect(siteOnly.status).toBe(403);
    for (const query of [
      'site_id=1',
      'site_id=1&currency=usd',
      'site_id=1&currency=USD&days=0',
      'site_id=x&currency=USD',
    ]) {
      expect((await dashboard(query)).status, query).toBe(400);
    }
  });
});
