import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogueOf, NO_FAULTS } from '@playdeck/sandbox-provider';
import { GAME_CODES } from '@playdeck/contract';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { snapshotDb } from '../../test/db-snapshot.js';
import { IDENTITY_TEST_CONFIG } from '../../test/identity-helpers.js';
import { call, memberAuth } from '../../test/payment-helpers.js';
import { createBetRecords } from './bet-records.js';
import type { Catalogue } from './catalogue.js';
import { createProviderClient } from './provider-client.js';

const PATH = '/arks/web/member/bet_records';
const SLOT = { gp_id: 'GP01', game_type: 2, game_code: 'slot-fortune-fruits', device: 1 as const };
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
/** Yesterday to tomorrow (UTC), so a run at midnight still finds the rounds it just played. */
const AROUND_NOW = { gp_id: 'GP01', start_date: day(-1), end_date: day(1) };

describeEachDb('games: the member’s bet history, read from the provider', (kind) => {
  let t: TestApp;
  let demo001: Record<string, string>;
  let demo002: Record<string, string>;
  const played: { bet: number; win: number }[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind, { ...IDENTITY_TEST_CONFIG, GAME_PROVIDER_TIMEOUT_MS: '1000' });
    demo001 = await memberAuth(t.app, 'demo001');
    demo002 = await memberAuth(t.app, 'demo002');
    played.push(...(await spin(demo001, 5)));
    await spin(demo002, 2);
  }, 120_000);
  afterAll(() => t.close());
  beforeEach(() => Object.assign(t.app.games.faults, NO_FAULTS));

  /** Opens the slot through the site, spins it `times` on the sandbox's own page API, and leaves. */
  async function spin(auth: Record<string, string>, times: number) {
    const opened = await call(t.app, '/member/game/play1', SLOT, auth);
    const token = new URL(opened.body.data.game_url, 'http://localhost').searchParams.get('t')!;
    const rounds: { bet: number; win: number }[] = [];
    for (let i = 0; i < times; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/sandbox-provider/play/slot/spin',
        payload: { t: token, bet: '100' },
      });
      expect(res.statusCode).toBe(200);
      rounds.push({ bet: 100, win: Number(res.json().win) });
    }
    await call(t.app, '/member/game/leave1', {}, auth);
    return rounds;
  }
  const ask = (body: object, auth = demo001) => call(t.app, PATH, { page: 1, count: 20, ...body }, auth);
  const cents = (n: number) => (n / 100).toFixed(2);

  it('reads back the rounds really played, newest first, paged, with the sums of the whole range', async () => {
    const first = await ask({ ...AROUND_NOW, count: 3 });
    const second = await ask({ ...AROUND_NOW, count: 3, page: 2 });
    expect(first.body.code).toBe(100);
    const list = [...first.body.data.list, ...second.body.data.list];
    expect(list).toHaveLength(5);
    expect(first.body.data.total).toBe(5);
    expect(second.body.data.total).toBe(5);
    const ids = list.map((r: { round_id: string }) => Number(r.round_id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const totalWin = played.reduce((s, r) => s + r.win, 0);
    expect(first.body.data).toMatchObject({ total_bet: '5.00', total_payout: cents(totalWin) });
    const newest = played.at(-1)!;
    expect(list[0]).toMatchObject({
      game_code: 'slot-fortune-fruits',
      game_name: catalogueOf('GP01').find((g) => g.game_code === 'slot-fortune-fruits')!.names.en_US,
      bet: '1.00',
      payout: cents(newest.win),
      net: cents(newest.win - 100),
    });
    expect(Date.parse(list[0].played_at)).toBeGreaterThan(Date.now() - 120_000);
  });

  it('names the game in the asker’s language', async () => {
    const zh = await call(t.app, PATH, { ...AROUND_NOW, page: 1, count: 1 }, { ...demo001, lang: 'zh_CN' });
    expect(zh.body.data.list[0].game_name).toBe(
      catalogueOf('GP01').find((g) => g.game_code === 'slot-fortune-fruits')!.names.zh_CN,
    );
  });

  it('never shows another member’s rounds, and nothing outside the days asked', async () => {
    expect((await ask(AROUND_NOW, demo002)).body.data.total).toBe(2);
    expect((await ask({ ...AROUND_NOW, gp_id: 'GP02' })).body.data).toEqual({
      list: [],
      total: 0,
      total_bet: '0.00',
      total_payout: '0.00',
    });
    expect((await ask({ gp_id: 'GP01', start_date: day(-40), end_date: day(-10) })).body.data.total).toBe(0);
  });

  it('allows 31 days, refuses 32 and other bad ranges with a 400 naming the field, changing nothing', async () => {
    expect((await ask({ gp_id: 'GP01', start_date: '2026-01-01', end_date: '2026-01-31' })).body.code).toBe(100);
    const before = await snapshotDb(t.app.database.db);
    const cases: [object, string][] = [
      [{ gp_id: 'GP01', start_date: '2026-01-01', end_date: '2026-02-01' }, 'end_date'],
      [{ ...AROUND_NOW, start_date: day(2) }, 'end_date'],
      [{ ...AROUND_NOW, start_date: '2026-02-29' }, 'start_date'],
      [{ ...AROUND_NOW, end_date: undefined }, 'end_date'],
      [{ ...AROUND_NOW, gp_id: 'GP\u000001' }, 'gp_id'],
      [{ ...AROUND_NOW, count: 0 }, 'count'],
      [{ ...AROUND_NOW, count: 101 }, 'count'],
      [{ ...AROUND_NOW, page: 0 }, 'page'],
      [{ ...AROUND_NOW, player_id: 'GP01-1' }, 'player_id'],
    ];
    for (const [body, field] of cases) {
      const res = await ask(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data.field, JSON.stringify(body)).toBe(field);
    }
    expect(await snapshotDb(t.app.database.db)).toEqual(before);
    expect((await ask({ ...AROUND_NOW, gp_id: 'GP99' })).body.code).toBe(GAME_CODES.notFound);
    expect((await call(t.app, PATH, { ...AROUND_NOW, page: 1, count: 20 }, {})).status).toBe(401);
  });

  it('answers a provider slower than the limit with its business code, never a 500', async () => {
    Object.assign(t.app.games.faults, { latencyMs: [1_200, 1_300] });
    const replies = await Promise.all(Array.from({ length: 5 }, () => ask(AROUND_NOW)));
    for (const res of replies) {
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(GAME_CODES.providerUnavailable);
    }
  });
});

describe('bet records: a provider that cannot be reached, or forgets a game', () => {
  const catalogue = {
    forSite: async () => ({
      providers: new Map([['GP01', {}]]),
      games: [{ gpId: 'GP01', gameCode: 'slot-known', names: { en_US: 'Known Slot' } }],
    }),
  } as unknown as Catalogue;
  const member = { siteId: 1, memberId: 7, currency: 'VND' };
  /** GP01 is a transfer-wallet provider: its rounds are never read from our own records. */
  const seamlessRounds = () => Promise.reject(new Error('not a seamless provider'));
  const asked = { gp_id: 'GP01', start_date: '2026-03-01', end_date: '2026-03-02', page: 2, count: 10 };

  it('turns a refused connection into the provider-unavailable code', async () => {
    const refused = createProviderClient(() => Promise.reject(new Error('connect ECONNREFUSED')), 1_000);
    const betRecords = createBetRecords({ catalogue, provider: refused, seamlessRounds });
    await expect(betRecords(member, asked, 'en_US')).rejects.toMatchObject({ code: GAME_CODES.providerUnavailable });
    const garbled = createProviderClient(async () => ({ status: 200, body: { rounds: 'x' } }), 1_000);
    await expect(
      createBetRecords({ catalogue, provider: garbled, seamlessRounds })(member, asked, 'en_US'),
    ).rejects.toMatchObject({
      code: GAME_CODES.providerUnavailable,
    });
  });

  it('asks the provider for the member’s player, the UTC days and the page; unknown games keep their code', async () => {
    const paths: string[] = [];
    const round = (id: number, code: string) => ({
      round_id: id,
      game_code: code,
      bet: '1500',
      win: '500',
      created_at: '2026-03-01T10:00:00.000Z',
    });
    const provider = createProviderClient(async (_m, path) => {
      paths.push(path);
      return {
        status: 200,
        body: {
          total: 12,
          total_bet: '18000',
          total_win: '6000',
          rounds: [round(2, 'slot-known'), round(1, 'slot-gone')],
        },
      };
    }, 1_000);
    const reply = await createBetRecords({ catalogue, provider, seamlessRounds })(member, asked, 'ja_JP');
    const query = new URL(paths[0]!, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      site_id: '1',
      player_id: 'GP01-7',
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-03T00:00:00.000Z',
      offset: '10',
      limit: '10',
    });
    expect(reply.list.map((r) => r.game_name)).toEqual(['Known Slot', 'slot-gone']);
    expect(reply).toMatchObject({ total: 12, total_bet: '18000', total_payout: '6000' });
    expect(reply.list[0]).toMatchObject({ bet: '1500', payout: '500', net: '-1000' });
  });
});
