import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TransactionRow } from '@playdeck/contract';
import { parseMinor, TRANSACTION_GROUPS } from '@playdeck/contract';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { snapshotDb } from '../../test/db-snapshot.js';
import { allPages, KIND_GROUPS, ledgerIds, seedHistory } from '../../test/history-helpers.js';
import { bearer, IDENTITY_TEST_CONFIG } from '../../test/identity-helpers.js';
import { call, memberAuth, memberId } from '../../test/payment-helpers.js';
import { createHistoryRepo } from './history-repo.js';

const PATH = '/arks/web/member/transactions';
const SITE_2 = 'apsport.localhost';

describeEachDb('wallet: the member’s Transaction page', (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let demo001: number;
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
    demo001 = await memberId(t.app, 'demo001');
    await seedHistory(t.app, demo001, 'a');
    auth = await memberAuth(t.app, 'demo001');
  }, 120_000);
  afterAll(() => t.close());

  const ask = (body: object, who = auth) => call(t.app, PATH, body, who);

  it('pages with before_id through every row exactly once, newest first', async () => {
    const { rows, pages } = await allPages(t.app, auth, {}, 7);
    const ids = rows.map((r) => r.id);
    expect(ids).toEqual(await ledgerIds(t.app, demo001));
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages.slice(0, -1).every((n) => n === 7)).toBe(true);
    // A page that ends exactly at the last row says so: no empty page after it.
    const exact = await allPages(t.app, auth, {}, ids.length);
    expect(exact.pages).toEqual([ids.length]);
  });

  it('maps every posted kind to its group, unknown kinds included', async () => {
    const repo = createHistoryRepo(t.app.database.db);
    expect(await repo.groupsOf(Object.keys(KIND_GROUPS))).toEqual(KIND_GROUPS);
    const { rows } = await allPages(t.app, auth, {}, 100);
    for (const row of rows) expect(row.group, row.kind).toBe(KIND_GROUPS[row.kind]);
  });

  it('filters by group: each group holds its own kinds, and the groups together hold every row', async () => {
    const seen: number[] = [];
    for (const group of TRANSACTION_GROUPS) {
      const { rows } = await allPages(t.app, auth, { group }, 5);
      expect(rows.length, group).toBeGreaterThan(0);
      expect(rows.every((r) => r.group === group)).toBe(true);
      seen.push(...rows.map((r) => r.id));
    }
    expect(seen.sort((a, b) => b - a)).toEqual(await ledgerIds(t.app, demo001));
  });

  it('filters by UTC days, start and end included, with or without a group', async () => {
    const day = sql`created_at >= timestamptz '2026-03-03 00:00:00+00' and created_at < timestamptz '2026-03-04 00:00:00+00'`;
    const one = await allPages(t.app, auth, { start_date: '2026-03-03', end_date: '2026-03-03' }, 4);
    expect(one.rows.map((r) => r.id)).toEqual(await ledgerIds(t.app, demo001, day));
    expect(one.rows.every((r) => r.created_at.startsWith('2026-03-03'))).toBe(true);
    const from = await allPages(t.app, auth, { start_date: '2026-03-04' }, 50);
    expect(from.rows.every((r) => r.created_at >= '2026-03-04')).toBe(true);
    const until = await allPages(t.app, auth, { end_date: '2026-03-02' }, 50);
    expect(until.rows.every((r) => r.created_at < '2026-03-03')).toBe(true);
    expect(one.rows.length + from.rows.length + until.rows.length).toBe((await ledgerIds(t.app, demo001)).length);
    const games = await allPages(t.app, auth, { group: 'game', start_date: '2026-03-03', end_date: '2026-03-05' });
    expect(games.rows.length).toBeGreaterThan(0);
    expect(games.rows.every((r) => r.group === 'game' && r.created_at >= '2026-03-03')).toBe(true);
    const none = await ask({ start_date: '2030-01-01', end_date: '2030-01-31' });
    expect(none.body.data).toEqual({ list: [], next_before_id: null });
  });

  it('shows each wallet’s running balance: every row is the previous balance plus its amount', async () => {
    const { rows } = await allPages(t.app, auth, {}, 100);
    const byWallet = new Map<string, TransactionRow[]>();
    for (const row of [...rows].reverse()) byWallet.set(row.wallet, [...(byWallet.get(row.wallet) ?? []), row]);
    expect([...byWallet.keys()].sort()).toEqual(['', '#held', 'GP01']);
    const units = (v: string) => parseMinor(v, 'USD')!;
    for (const [wallet, list] of byWallet) {
      list.reduce((before, row) => {
        expect(units(row.balance_after), `${wallet} #${row.id}`).toBe(before + units(row.amount));
        return units(row.balance_after);
      }, 0n);
    }
    const balances = await t.app.wallet.balances(1, demo001);
    expect(units(rows.find((r) => r.wallet === '')!.balance_after)).toBe(balances.get(''));
    expect(rows.find((r) => r.kind === 'adjustment')!.amount).toBe('-0.25');
  });

  it('shows only the member’s own rows: never another member’s, nor another site’s', async () => {
    const demo002 = await memberId(t.app, 'demo002');
    await seedHistory(t.app, demo002, 'b');
    const mine = new Set(await ledgerIds(t.app, demo001));
    const theirs = await allPages(t.app, await memberAuth(t.app, 'demo002'), {}, 100);
    expect(theirs.rows.map((r) => r.id)).toEqual(await ledgerIds(t.app, demo002));
    expect(theirs.rows.some((r) => mine.has(r.id))).toBe(false);

    // ap001's first login would ask for double validation (code 105): a session is started as login does.
    const ap = (await t.app.identity.memberByAccount(2, 'ap001'))!;
    const { token } = await t.app.identity.sessions.start({
      siteId: 2,
      memberId: ap.id,
      memberCurrency: ap.memberCurrency,
      device: { udid: 'history-ap001' },
    });
    const site2 = { ...bearer(token), host: SITE_2 };
    const ap001 = await allPages(t.app, site2, {}, 100);
    expect(ap001.rows.map((r) => r.id)).toEqual(await ledgerIds(t.app, ap.id));
    expect(ap001.rows.length).toBeGreaterThan(0);
    expect(ap001.rows.some((r) => mine.has(r.id))).toBe(false);
    // A site-1 token on site 2's host is no session there; no token at all is none anywhere.
    expect((await ask({}, { ...auth, host: SITE_2 })).status).toBe(401);
    expect((await ask({}, {})).status).toBe(401);
    const before = [...mine].at(-1)!;
    expect(
      (await ask({ before_id: before + 1_000_000 }, site2)).body.data.list.some((r: TransactionRow) => mine.has(r.id)),
    ).toBe(false);
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const before = await snapshotDb(t.app.database.db);
    const cases: [object, string][] = [
      [{ count: 0 }, 'count'],
      [{ count: 101 }, 'count'],
      [{ count: '20' }, 'count'],
      [{ count: 2.5 }, 'count'],
      [{ before_id: 0 }, 'before_id'],
      [{ before_id: -5 }, 'before_id'],
      [{ group: 'bonus' }, 'group'],
      [{ group: 'deposit\u0000' }, 'group'],
      [{ start_date: '2026-02-30' }, 'start_date'],
      [{ start_date: '2026-13-01' }, 'start_date'],
      [{ start_date: 'yesterday' }, 'start_date'],
      [{ end_date: '2026-03-0\u0000' }, 'end_date'],
      [{ start_date: '2026-03-05', end_date: '2026-03-04' }, 'end_date'],
      [{ member_id: 1 }, 'member_id'],
    ];
    for (const [body, field] of cases) {
      const res = await ask(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data.field, JSON.stringify(body)).toBe(field);
    }
    expect(await snapshotDb(t.app.database.db)).toEqual(before);
  });
});
