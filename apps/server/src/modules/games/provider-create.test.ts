import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, gameProviders, games, operatorUserSites } from '../../db/schema/index.js';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';
import { createAuditRepo } from '../audit/repo.js';
import { createSiteAdminRepo } from '../site/admin-repo.js';
import { createSite } from '../site/create-site.js';
import { createCurrencyDefaults } from '../registration/index.js';
import { SITE_CHECK_MS } from '../site/index.js';

/** A site made as an operator makes one (`npm run site:create`): no games until its providers are added. */
describeEachDb('back office: adding game providers to a new site', (kind) => {
  let t: TestApp;
  let content: AdminClient;
  let siteId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.app.database.db;
    const site = await createSite(
      { db, repo: createSiteAdminRepo(db), audit: createAuditRepo(db), openRegistration: createCurrencyDefaults(db) },
      {
        operator: 'Playdeck Demo Operator',
        name: 'Fresh',
        domains: ['fresh.localhost'],
        currencies: ['USD'],
        locales: ['en_US'],
      },
    );
    siteId = site.siteId;
    const user = await t.app.operators.repo.byUsername('content');
    await db.insert(operatorUserSites).values({ operatorUserId: user!.id, siteId });
    content = await signedIn(t.app, 'content');
    // Every node sees a new site within SITE_CHECK_MS.
    await new Promise((r) => setTimeout(r, SITE_CHECK_MS + 100));
  }, 120_000);
  afterAll(() => t.close());

  const hall = async () => {
    const res = await post(
      t.app,
      '/api/v3/game_list',
      { currency: 'USD', support_device: 1 },
      { host: 'fresh.localhost' },
    );
    expect(res.status).toBe(200);
    return res.body.data.list as { gt_id: number; gp_list: { gp_id: string }[] }[];
  };
  const create = (body: unknown) => content.call('POST', '/api/admin/game-providers', body);

  it('a new site has no providers; one added shows its lobby in the chosen halls, and a sync brings its games', async () => {
    expect((await hall()).flatMap((l) => l.gp_list)).toEqual([]);
    const res = await create({ site_id: siteId, gp_id: 'GP01', name: 'Lucky Reels', gt_ids: [2, 6] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: `${siteId}:GP01`, site_id: siteId, name: 'Lucky Reels', active: true });
    const halls = await hall();
    for (const gtId of [2, 6]) {
      expect(halls.find((l) => l.gt_id === gtId)?.gp_list.map((e) => e.gp_id)).toEqual(['GP01']);
    }
    const sync = await content.call('POST', `/api/admin/game-providers/${siteId}:GP01/sync`, { activate_new: true });
    expect(sync.status).toBe(200);
    expect(sync.body.added.length).toBeGreaterThan(5);
    const slots = await post(
      t.app,
      '/api/demo/gp_games',
      { gp_id: 'GP01', game_type_id: 2, currency: 'USD' },
      { host: 'fresh.localhost' },
    );
    expect(slots.status).toBe(200);
    // The demo list holds the synced games the provider lets visitors try.
    const codes = slots.body.data.list.map((g: { game_code: string }) => g.game_code);
    expect(codes.length).toBeGreaterThan(0);
    expect(sync.body.added).toEqual(expect.arrayContaining(codes));
    const [audit] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'game_provider.create'), eq(auditLog.siteId, siteId)));
    expect(audit).toMatchObject({ actorUsername: 'content', targetId: `${siteId}:GP01` });
  });

  it('many adds of one provider at once make exactly one, with one lobby per hall', async () => {
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => create({ site_id: siteId, gp_id: 'GP03', name: 'Royal Live', gt_ids: [3] })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(29);
    const lobbies = await t.app.database.db
      .select()
      .from(games)
      .where(and(eq(games.siteId, siteId), eq(games.gpId, 'GP03')));
    expect(lobbies.map((g) => [g.kind, g.gtId])).toEqual([['lobby', 3]]);
  });

  it('refuses other roles, sites not granted, and bad bodies, changing nothing', async () => {
    const count = async () =>
      (await t.app.database.db.select().from(gameProviders).where(eq(gameProviders.siteId, siteId))).length;
    const before = await count();
    const good = { site_id: siteId, gp_id: 'GP04', name: 'Arena Sports', gt_ids: [4] };
    for (const role of ['finance', 'support']) {
      expect((await (await signedIn(t.app, role)).call('POST', '/api/admin/game-providers', good)).status).toBe(403);
    }
    expect((await create({ ...good, site_id: 99 })).status).toBe(404);
    const bad: [unknown, string][] = [
      [{ ...good, gp_id: 'GP 04' }, 'gp_id'],
      [{ ...good, gp_id: 'x'.repeat(33) }, 'gp_id'],
      [{ ...good, name: '' }, 'name'],
      [{ ...good, name: 'a\u0000b' }, 'name'],
      [{ ...good, gt_ids: [] }, 'gt_ids'],
      [{ ...good, gt_ids: [1] }, 'gt_ids'],
      [{ ...good, gt_ids: [4, 4] }, 'gt_ids'],
      [{ ...good, site_id: '1' }, 'site_id'],
      [{ ...good, colour: 'red' }, 'colour'],
      [{ site_id: siteId, name: 'Arena' }, 'gp_id'],
    ];
    for (const [body, field] of bad) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field, JSON.stringify(body)).toContain(field);
    }
    expect(await count()).toBe(before);
  });
});
