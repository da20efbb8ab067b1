import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, gameProviders } from '../../db/schema/index.js';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';
import { bearer, IDENTITY_TEST_CONFIG, login } from '../../test/identity-helpers.js';

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const SLOT = { gp_id: 'GP01', game_type: 2, game_code: 'slot-fortune-fruits', device: 1 as const };

describeEachDb('back office: the games catalogue', (kind) => {
  let t: TestApp;
  let content: AdminClient;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
    content = await signedIn(t.app, 'content');
    auth = bearer((await login(t.app, { account: 'demo001' })).body.data.token);
  }, 120_000);
  afterAll(() => t.close());

  const hall = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/game_list',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ currency: 'USD', support_device: 1 }),
    });
    const body = JSON.parse(res.body);
    const slots = body.data.list.find((l: { gt_id: number }) => l.gt_id === 2);
    return { etag: String(res.headers.etag), slots: slots.gp_list.map((e: { gp_id: string }) => e.gp_id) as string[] };
  };
  const provider = async (id: string) => (await content.get(`/api/admin/game-providers/${id}`)).body;
  const trail = (targetType: string, targetId: string) =>
    t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)));

  it('lists the providers of the granted sites, filtered by site, with Content-Range', async () => {
    const all = await content.get(`/api/admin/game-providers?range=${json([0, 4])}`);
    expect(all.status).toBe(200);
    expect(all.headers['content-range']).toMatch(/^game-providers 0-4\/\d+$/);
    const site1 = await content.get(`/api/admin/game-providers?filter=${json({ site_id: 1, q: 'GP02' })}`);
    expect(site1.body).toEqual([
      expect.objectContaining({ id: '1:GP02', name: 'Golden Spin', active: true, version: expect.any(Number) }),
    ]);
    const games = await content.get(`/api/admin/games?filter=${json({ site_id: 1, gp_id: 'GP01', q: 'fortune' })}`);
    expect(games.body.map((g: { game_code: string }) => g.game_code)).toContain('slot-fortune-fruits');
  });

  it('turns a provider off: the hall drops it at once and its ETag changes; the trail has before and after', async () => {
    const first = await hall();
    expect(first.slots).toContain('GP02');
    const { version } = await provider('1:GP02');
    const res = await content.call('PUT', '/api/admin/game-providers/1:GP02', { version, active: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ active: false, version: version + 1 });
    const after = await hall();
    expect(after.slots).not.toContain('GP02');
    expect(after.etag).not.toBe(first.etag);
    const rows = await trail('game_provider', '1:GP02');
    expect(rows.at(-1)).toMatchObject({
      action: 'game_provider.update',
      actorUsername: 'content',
      before: expect.objectContaining({ active: true, version }),
      after: expect.objectContaining({ active: false, version: version + 1 }),
    });
    await content.call('PUT', '/api/admin/game-providers/1:GP02', { version: version + 1, active: true });
    expect((await hall()).slots).toContain('GP02');
  });

  it('a maintenance window from now: launching a game of it answers 203 with the window', async () => {
    const { version } = await provider('1:GP01');
    const start = new Date(Date.now() - 1_000).toISOString();
    const end = new Date(Date.now() + 3_600_000).toISOString();
    const res = await content.call('PUT', '/api/admin/game-providers/1:GP01', {
      version,
      maintenance_start: start,
      maintenance_end: end,
    });
    expect(res.status).toBe(200);
    const play = await post(t.app, '/api/member/game/play1', SLOT, auth);
    expect(play.body.code).toBe(203);
    expect(play.body.data).toEqual({ start_at: start, end_at: end });
    const cleared = await content.call('PUT', '/api/admin/game-providers/1:GP01', {
      version: version + 1,
      maintenance_start: null,
      maintenance_end: null,
    });
    expect(cleared.body).toMatchObject({ maintenance_start: null, maintenance_end: null });
  });

  it('a stale version is 409 and changes nothing', async () => {
    const before = await provider('1:GP02');
    const res = await content.call('PUT', '/api/admin/game-providers/1:GP02', {
      version: before.version - 1,
      name: 'Renamed',
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'conflict', field: 'version' });
    expect(await provider('1:GP02')).toEqual(before);
    const game = (await content.get(`/api/admin/games?filter=${json({ site_id: 1, gp_id: 'GP01' })}`)).body[0];
    const stale = await content.call('PUT', `/api/admin/games/${game.id}`, {
      version: game.version + 5,
      active: false,
    });
    expect(stale.status).toBe(409);
    expect((await content.get(`/api/admin/games/${game.id}`)).body).toEqual(game);
  });

  it('edits a game: labels, names, sort; the trail keeps before and after', async () => {
    const game = (await content.get(`/api/admin/games?filter=${json({ site_id: 1, q: 'slot-fortune-fruits' })}`))
      .body[0];
    const res = await content.call('PUT', `/api/admin/games/${game.id}`, {
      version: game.version,
      labels: ['hot', 'new'],
      names: { ...game.names, en_US: 'Fortune Fruits Deluxe' },
      sort: 3,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ labels: ['hot', 'new'], sort: 3, version: game.version + 1 });
    const rows = await trail('game', String(game.id));
    expect(rows.at(-1)).toMatchObject({
      action: 'game.update',
      before: expect.objectContaining({ labels: game.labels }),
      after: expect.objectContaining({ labels: ['hot', 'new'] }),
    });
  });

  it('edits where and how a game shows: phones only, no demo, its thumbnails; a script address is refused', async () => {
    const game = (await content.get(`/api/admin/games?filter=${json({ site_id: 1, q: 'slot-fortune-fruits' })}`))
      .body[0];
    const labelList = async (device: 1 | 2) =>
      (await post(t.app, '/api/v2/game_label', { gp_id: 'GP01', game_type_id: 2, device })).body.data.main as {
        game_code: string;
        icon_light: string;
        icon_dark: string;
      }[];
    const demoList = async () =>
      (await post(t.app, '/api/demo/gp_games', { gp_id: 'GP01', game_type_id: 2 })).body.data.list as {
        game_code: string;
      }[];
    const codes = (list: { game_code: string }[]) => list.map((g) => g.game_code);
    expect(codes(await labelList(1))).toContain('slot-fortune-fruits');
    expect(codes(await demoList())).toContain('slot-fortune-fruits');

    const refused = await content.call('PUT', `/api/admin/games/${game.id}`, {
      version: game.version,
      icon_light: 'javascript:alert(1)',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toContain('icon_light');

    const change = {
      support_device: 2,
      has_demo: false,
      icon_light: '/media/content/7/main.webp',
      icon_dark: 'https://cdn.example.com/fortune-dark.png',
    };
    const res = await content.call('PUT', `/api/admin/games/${game.id}`, { version: game.version, ...change });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...change, version: game.version + 1 });
    expect(codes(await labelList(1))).not.toContain('slot-fortune-fruits');
    expect((await labelList(2)).find((g) => g.game_code === 'slot-fortune-fruits')).toMatchObject({
      icon_light: change.icon_light,
      icon_dark: change.icon_dark,
    });
    expect(codes(await demoList())).not.toContain('slot-fortune-fruits');
    expect((await trail('game', String(game.id))).at(-1)).toMatchObject({
      before: expect.objectContaining({ support_device: game.support_device, has_demo: true }),
      after: expect.objectContaining(change),
    });

    const back = {
      support_device: game.support_device,
      has_demo: game.has_demo,
      icon_light: game.icon_light,
      icon_dark: game.icon_dark,
    };
    expect(
      (await content.call('PUT', `/api/admin/games/${game.id}`, { version: game.version + 1, ...back })).status,
    ).toBe(200);
    expect(codes(await labelList(1))).toContain('slot-fortune-fruits');
  });

  it('refuses roles without games.manage and sites not granted', async () => {
    for (const role of ['finance', 'support']) {
      const client = await signedIn(t.app, role);
      expect((await client.get('/api/admin/game-providers')).status).toBe(403);
      expect((await client.call('PUT', '/api/admin/game-providers/1:GP02', { version: 0 })).status).toBe(403);
    }
    expect((await content.get('/api/admin/game-providers/99:GP01')).status).toBe(404);
    expect((await content.get(`/api/admin/game-providers?filter=${json({ site_id: 99 })}`)).status).toBe(403);
    expect((await content.call('PUT', '/api/admin/game-providers/99:GP01', { version: 0, active: false })).status).toBe(
      404,
    );
  });

  it('bad bodies are 400 naming the field and change nothing', async () => {
    const before = await provider('1:GP02');
    const put = (body: unknown) => content.call('PUT', '/api/admin/game-providers/1:GP02', body);
    const cases: [unknown, string][] = [
      [
        {
          version: before.version,
          maintenance_start: '2030-01-02T00:00:00Z',
          maintenance_end: '2030-01-01T00:00:00Z',
        },
        'maintenance_end',
      ],
      [{ version: before.version, maintenance_start: '2030-01-02T00:00:00Z' }, 'maintenance_end'],
      [{ version: before.version, colour: 'red' }, 'colour'],
      [{ version: before.version, name: 'a\u0000b' }, 'name'],
      [{ active: false }, 'version'],
    ];
    for (const [body, field] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field, JSON.stringify(body)).toContain(field);
    }
    expect(await provider('1:GP02')).toEqual(before);
    const [row] = await t.app.database.db
      .select()
      .from(gameProviders)
      .where(and(eq(gameProviders.siteId, 1), eq(gameProviders.gpId, 'GP02')));
    expect(row!.version).toBe(before.version);
  });
});
