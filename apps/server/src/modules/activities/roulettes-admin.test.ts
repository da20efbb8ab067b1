import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';
import { snapshotDb } from '../../test/db-snapshot.js';
import { IDENTITY_TEST_CONFIG, login } from '../../test/identity-helpers.js';
import { inMs, json, memberCall, siteOneOwner, trail, wheelBody } from './activities-test-helpers.js';

const LATER = { start_at: inMs(3_600_000), end_at: inMs(7_200_000) };

describeEachDb('back office: roulette wheels', (kind) => {
  let t: TestApp;
  let content: AdminClient;
  let demo001: string;
  let agent001: string;
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
    content = await signedIn(t.app, 'content');
    demo001 = (await login(t.app, { account: 'demo001' })).body.data.token;
    agent001 = (await login(t.app, { account: 'agent001' })).body.data.token;
  }, 120_000);
  afterAll(() => t.close());

  const create = (over: Record<string, unknown> = {}) => content.call('POST', '/api/admin/roulettes', wheelBody(over));
  const end = (id: number) => content.call('POST', `/api/admin/roulettes/${id}/end`);
  const editBody = (w: Record<string, unknown>, over: Record<string, unknown> = {}) => {
    const { site_id: _s, currency: _c, request_id: _r, ...fields } = wheelBody();
    return { ...fields, start_at: w.start_at, end_at: w.end_at, version: w.version, ...over };
  };

  it('creates a wheel for named accounts: they see it in their language and spin; figures and history follow', async () => {
    const res = await create();
    expect(res.status).toBe(200);
    const wheel = res.body;
    expect(wheel).toMatchObject({
      status: 'running',
      spins: 0,
      paid: 0,
      grant: { kind: 'accounts', accounts: ['demo001'], draws: 2 },
    });
    const detail = (await memberCall(t.app, 'roulette', demo001, 'zh_CN')).body.data.detail;
    expect(detail).toMatchObject({ id: wheel.id, title: '幸运转盘', remaining_draws: 2 });
    expect(detail.prize_settings.map((p: { label: string }) => p.label)).toEqual(['现金 2.50', '帽子']);
    expect((await memberCall(t.app, 'roulette/spin', agent001)).body.code).toBe(2093104); // not named
    for (let i = 0; i < 2; i++) expect((await memberCall(t.app, 'roulette/spin', demo001)).body.code).toBe(100);
    expect((await memberCall(t.app, 'roulette/spin', demo001)).body.code).toBe(2093101);
    const after = (await content.get(`/api/admin/roulettes/${wheel.id}`)).body;
    expect(after.spins).toBe(2);
    const [cash, hat] = after.prizes;
    expect(cash.won + hat.won).toBe(2);
    expect(after.paid).toBe(cash.won * 250);
    expect(cash.stock).toBe(100 - cash.won);
    expect(hat).toMatchObject({ kind: 'item', item: 'hat', stock: null });
    const history = await content.get(
      `/api/admin/roulette-spins?filter=${json({ roulette_id: wheel.id, member_account: 'demo001' })}&range=${json([0, 0])}`,
    );
    expect(history.headers['content-range']).toBe('roulette-spins 0-0/2');
    expect(history.body[0]).toMatchObject({
      member_account: 'demo001',
      currency: 'USD',
      prize_label: expect.any(String),
    });
    expect((await trail(t.app, 'roulette', wheel.id))[0]).toMatchObject({
      action: 'roulette.create',
      actorUsername: 'content',
    });
    await end(wheel.id);
  });

  it('a wheel for every member of the currency: anyone in it has the draws, once each, others do not', async () => {
    const wheel = (await create({ grant: { kind: 'currency', draws: 1 } })).body;
    expect((await memberCall(t.app, 'roulette/info', agent001)).body.data.detail).toMatchObject({
      id: wheel.id,
      remaining_draws: 1,
    });
    const spins = await Promise.all(Array.from({ length: 5 }, () => memberCall(t.app, 'roulette/spin', agent001)));
    expect(spins.map((s) => s.body.code).sort()).toEqual([100, 2093101, 2093101, 2093101, 2093101]);
    const vnd = (await login(t.app, { account: 'demo002' })).body.data.token; // VND: not this wheel's currency
    expect((await memberCall(t.app, 'roulette', vnd)).body.code).toBe(2095101);
    expect((await content.get(`/api/admin/roulettes/${wheel.id}`)).body.spins).toBe(1);
    await end(wheel.id);
  });

  it('edits a scheduled wheel whole (version checked); a running one only ends', async () => {
    const wheel = (await create(LATER)).body;
    const prizes = [{ kind: 'cash', amount: 500, labels: { en_US: 'Five' }, weight: 1, stock: 10 }];
    const res = await content.call(
      'PUT',
      `/api/admin/roulettes/${wheel.id}`,
      editBody(wheel, { prizes, grant: { kind: 'currency', draws: 3 } }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: wheel.version + 1, grant: { kind: 'currency', draws: 3 } });
    expect(res.body.prizes).toEqual([expect.objectContaining({ kind: 'cash', amount: 500, stock: 10, won: 0 })]);
    const stale = await content.call('PUT', `/api/admin/roulettes/${wheel.id}`, editBody(wheel));
    expect([stale.status, stale.body.field]).toEqual([409, 'version']);
    const rows = await trail(t.app, 'roulette', wheel.id);
    expect(rows.at(-1)).toMatchObject({ action: 'roulette.update', after: expect.objectContaining({ version: 1 }) });
    const running = (await create()).body;
    const late = await content.call('PUT', `/api/admin/roulettes/${running.id}`, editBody(running));
    expect([late.status, late.body.field]).toEqual([409, 'status']);
    await end(running.id);
  });

  it('ends a wheel now: pages are told, members no longer see it, a spin is refused; once only', async () => {
    const wheel = (await create()).body;
    const published: [string, string][] = [];
    const spy = vi.spyOn(t.app.realtime, 'publish').mockImplementation((c, e) => void published.push([c, e]));
    const res = await end(wheel.id);
    spy.mockRestore();
    expect(res.body).toMatchObject({ status: 'ended', ended_early_at: expect.any(String) });
    expect(published).toContainEqual(['member.USD', 'roulette_display']);
    expect((await memberCall(t.app, 'roulette', demo001)).body.code).toBe(2095101);
    expect((await memberCall(t.app, 'roulette/spin', demo001)).body.code).toBe(2093102);
    expect((await end(wheel.id)).status).toBe(409);
    expect((await trail(t.app, 'roulette', wheel.id)).map((r) => r.action)).toEqual([
      'roulette.create',
      'roulette.end',
    ]);
  });

  it('lists with filters by site, currency and status', async () => {
    const later = (await create(LATER)).body;
    const scheduled = await content.get(
      `/api/admin/roulettes?filter=${json({ site_id: 1, currency: 'USD', status: 'scheduled' })}`,
    );
    expect(scheduled.body.map((w: { id: number }) => w.id)).toContain(later.id);
    expect(scheduled.body.every((w: { status: string }) => w.status === 'scheduled')).toBe(true);
    const ended = await content.get(`/api/admin/roulettes?filter=${json({ status: 'ended' })}`);
    expect(ended.body.length).toBeGreaterThan(0);
    expect(ended.body.every((w: { status: string }) => w.status === 'ended')).toBe(true);
    expect(ended.headers['content-range']).toMatch(/^roulettes 0-\d+\/\d+$/);
  });

  it('refuses roles without activities.manage, and sites not granted', async () => {
    const wheel = (
      await create({
        site_id: 2,
        currency: 'RMB',
        titles: { zh_CN: '转盘' },
        grant: { kind: 'currency', draws: 1 },
        prizes: [{ kind: 'item', item: 'cup', labels: { zh_CN: '杯子' }, weight: 1, stock: 5 }],
        ...LATER,
      })
    ).body;
    for (const role of ['finance', 'support']) {
      const client = await signedIn(t.app, role);
      expect((await client.get('/api/admin/roulettes')).status).toBe(403);
      expect((await client.call('POST', '/api/admin/roulettes', wheelBody())).status).toBe(403);
      expect((await client.call('POST', `/api/admin/roulettes/${wheel.id}/end`)).status).toBe(403);
      expect((await client.get('/api/admin/roulette-spins')).status).toBe(403);
    }
    const s1 = await siteOneOwner(t.app);
    expect((await s1.get(`/api/admin/roulettes/${wheel.id}`)).status).toBe(404);
    expect((await s1.call('PUT', `/api/admin/roulettes/${wheel.id}`, editBody(wheel))).status).toBe(404);
    expect((await s1.call('POST', `/api/admin/roulettes/${wheel.id}/end`)).status).toBe(404);
    expect((await s1.call('POST', '/api/admin/roulettes', wheelBody({ site_id: 2 }))).status).toBe(403);
    expect((await s1.get(`/api/admin/roulette-spins?filter=${json({ site_id: 2 })}`)).status).toBe(403);
    expect((await content.get(`/api/admin/roulettes/${wheel.id}`)).body.status).toBe('scheduled');
  });

  it('bad input is a 400 naming the field, and changes nothing', async () => {
    const before = await snapshotDb(t.app.database.db, ['operator_sessions']);
    const cash = (over: Record<string, unknown>) => [
      { kind: 'cash', amount: 100, labels: { en_US: 'A' }, weight: 1, stock: 1, ...over },
    ];
    const cases: [Record<string, unknown>, string][] = [
      [{ prizes: [] }, 'prizes'],
      [{ prizes: Array.from({ length: 13 }, () => cash({})[0]) }, 'prizes'],
      [{ prizes: cash({ weight: 0 }) }, 'prizes.0.weight'],
      [{ prizes: cash({ stock: -1 }) }, 'prizes.0.stock'],
      [{ prizes: cash({ amount: '1' }) }, 'prizes.0.amount'],
      [{ prizes: [{ kind: 'item', labels: { en_US: 'A' }, weight: 1, stock: null }] }, 'prizes.0.item'],
      [{ prizes: cash({ labels: { en_US: 'A\u0000' } }) }, 'prizes.0.labels'],
      [
        { prizes: cash({ labels: { my_MM: 'A' } }), site_id: 2, currency: 'USD', titles: { en_US: 'W' } },
        'prizes.0.labels.my_MM',
      ],
      [{ titles: { en_US: 'y'.repeat(5_000) } }, 'titles'],
      [{ grant: { kind: 'accounts', accounts: [], draws: 1 } }, 'grant.accounts'],
      [{ grant: { kind: 'accounts', accounts: ['nobody-here'], draws: 1 } }, 'grant.accounts'],
      [{ grant: { kind: 'accounts', accounts: ['demo002'], draws: 1 } }, 'grant.accounts'], // a VND member
      [{ grant: { kind: 'currency', draws: 0 } }, 'grant.draws'],
      [{ grant: { kind: 'everyone', draws: 1 } }, 'grant'],
      [{ end_at: inMs(-1_000), start_at: inMs(-9_000) }, 'end_at'],
      [{ currency: 'JPY' }, 'currency'],
      [{ extra: 1 }, 'extra'],
    ];
    for (const [over, field] of cases) {
      const res = await content.call('POST', '/api/admin/roulettes', wheelBody(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.field, JSON.stringify(over)).toContain(field);
    }
    expect(await snapshotDb(t.app.database.db, ['operator_sessions'])).toEqual(before);
  });
});
