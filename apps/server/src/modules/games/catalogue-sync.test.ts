import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { NO_FAULTS } from '@playdeck/sandbox-provider';
import { auditLog, games } from '../../db/schema/index.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';

const LATER = ['slot-starlight-spins', 'slot-tiger-fortune'];
const sync = (client: AdminClient, id: string, body: unknown = {}) =>
  client.call('POST', `/api/admin/game-providers/${id}/sync`, body);

/** The codes of the games labelled new that a visitor of site 1 sees in one game type (USD, desktop). */
async function newGames(t: TestApp, gtId: number): Promise<string[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/get_tag_game_list',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ site_id: 1, currency: 'USD', support_device: 1, tag: 'new', gt_id: gtId }),
  });
  expect(res.statusCode).toBe(200);
  return (JSON.parse(res.body).data.list as { game_code: string }[]).map((g) => g.game_code);
}

describeEachDb('back office: sync a provider catalogue from the provider', (kind) => {
  let t: TestApp;
  let content: AdminClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    content = await signedIn(t.app, 'content');
  }, 120_000);
  afterAll(() => t.close());
  afterEach(() => Object.assign(t.app.games.faults, NO_FAULTS));

  const gp01Games = () =>
    t.app.database.db
      .select()
      .from(games)
      .where(and(eq(games.siteId, 1), eq(games.gpId, 'GP01'), eq(games.kind, 'game')));
  const trail = () =>
    t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'game_provider.sync'), eq(auditLog.targetId, '1:GP01')));

  it('a provider that does not answer is a 502 and changes nothing', async () => {
    const before = await gp01Games();
    Object.assign(t.app.games.faults, { errorRate: 1 });
    const res = await sync(content, '1:GP01');
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 'upstream' });
    expect(await gp01Games()).toHaveLength(before.length);
    expect(await trail()).toHaveLength(0);
  });

  it('20 syncs at once add the provider’s new games once, switched off, labelled new, after the last game', async () => {
    const before = await gp01Games();
    const replies = await Promise.all(Array.from({ length: 20 }, () => sync(content, '1:GP01')));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(replies.flatMap((r) => r.body.added).sort()).toEqual(LATER);
    const after = await gp01Games();
    expect(after).toHaveLength(before.length + 2);
    const added = after.filter((g) => LATER.includes(g.gameCode));
    const lastSort = Math.max(...before.map((g) => g.sort));
    for (const g of added) {
      expect(g).toMatchObject({ active: false, tags: ['new'], gtId: 2 });
      expect(g.sort).toBeGreaterThan(lastSort);
      expect(g.names.en_US).toBeTruthy();
      // The provider's own thumbnail address comes with the game, for both palettes.
      expect(g.iconLight).toMatch(
        new RegExp(`^/sandbox-provider/art/game\\.svg\\?id=GP01-${g.gameCode}&.*&v=[0-9a-f]{16}$`),
      );
      expect(g.iconDark).toBe(g.iconLight);
    }
    const shown = await newGames(t, 2);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).not.toContain(LATER[0]);
    const entries = await trail();
    expect(entries).toHaveLength(20);
    expect(entries.filter((e) => (e.after as { added: string[] }).added.length > 0)).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorUsername: 'content', targetType: 'game_provider' });
  });

  it('switches off a game the provider no longer offers, keeps operator edits, and turns new ones on when asked', async () => {
    await t.app.database.db.insert(games).values({
      siteId: 1,
      gpId: 'GP01',
      gtId: 2,
      kind: 'game',
      gameCode: 'slot-retired',
      names: { en_US: 'Retired' },
      iconLight: '/game-icons/GP01-retired.svg',
      iconDark: '/game-icons/GP01-retired.svg?theme=dark',
    });
    const [edited] = await gp01Games().then((rows) => rows.filter((g) => g.gameCode === 'slot-dragon-gold'));
    const rename = await content.call('PUT', `/api/admin/games/${edited!.id}`, {
      version: edited!.version,
      names: { en_US: 'Dragon Gold Deluxe' },
      icon_light: '/media/content/7/dragon.webp',
    });
    expect(rename.status).toBe(200);

    const res = await sync(content, '1:GP01', { activate_new: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ added: [], deactivated: ['slot-retired'], skipped: 0, offered: 12 });
    const rows = await gp01Games();
    expect(rows.find((g) => g.gameCode === 'slot-retired')?.active).toBe(false);
    expect(rows.find((g) => g.gameCode === 'slot-dragon-gold')).toMatchObject({
      names: { en_US: 'Dragon Gold Deluxe' },
      iconLight: '/media/content/7/dragon.webp',
    });
  });

  it('new games asked on reach the hall of the node that synced at once', async () => {
    const crash = await sync(content, '1:GP10', { activate_new: true });
    expect(crash.body.added).toEqual(['crash-comet']);
    expect(await newGames(t, 6)).toContain('crash-comet');
  });

  it('roles without games.manage, sites not granted and bad bodies are refused', async () => {
    const finance = await signedIn(t.app, 'finance');
    expect((await sync(finance, '1:GP01')).status).toBe(403);
    expect((await sync(content, '99:GP01')).status).toBe(404);
    expect((await sync(content, '1:NOPE')).status).toBe(404);
    const bad = await sync(content, '1:GP01', { activate_new: 'yes' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('activate_new');
    expect((await sync(content, '1:GP01', { extra: 1 })).status).toBe(400);
  });
});

// Two nodes on one PostgreSQL database: a change made through one reaches the other's replies at once
// (each compares the catalogue version before using its copy, at most a second after its last check).
describe.skipIf(!process.env.DATABASE_URL)('the catalogue across nodes', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp('postgres');
    b = await createTestApp('pglite', { DATABASE_URL: a.databaseUrl! });
  }, 120_000);
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const hallEtag = async (node: TestApp) =>
    String(
      (
        await node.app.inject({
          method: 'POST',
          url: '/api/v3/game_list',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ site_id: 1, currency: 'USD', support_device: 1 }),
        })
      ).headers.etag,
    );

  it('a provider switched off on node A changes node B’s hall within about a second', async () => {
    const before = await hallEtag(b);
    const owner = await signedIn(a.app, 'owner');
    const { version } = (await owner.get('/api/admin/game-providers/1:GP02')).body;
    expect((await owner.call('PUT', '/api/admin/game-providers/1:GP02', { version, active: false })).status).toBe(200);
    const changedAt = Date.now();
    let after = before;
    while (after === before && Date.now() - changedAt < 6_000) {
      await new Promise((r) => setTimeout(r, 100));
      after = await hallEtag(b);
    }
    // Node B checks the version at most a second after its last check; 6 s leaves room for a loaded
    // machine while still telling this apart from a copy that only expires on a timer.
    expect(after).not.toBe(before);
  });
});
