import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describeEachDb('back office: game types and their order in the hall', (kind) => {
  let t: TestApp;
  let content: AdminClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    content = await signedIn(t.app, 'content');
  }, 120_000);
  afterAll(() => t.close());

  /** The hall's tabs for a desktop visitor of site 1, in order. */
  const hallTypes = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/game_list',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ site_id: 1, currency: 'USD', support_device: 1 }),
    });
    return (JSON.parse(res.body).data.list as { gt_id: number }[]).map((l) => l.gt_id);
  };
  const type = async (id: string) => (await content.get(`/api/admin/game-types/${id}`)).body;

  it('lists every type of a site in its default place until the operator changes it', async () => {
    const res = await content.get(`/api/admin/game-types?filter=${json({ site_id: 1 })}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe('game-types 0-7/8');
    expect(res.body.map((r: { gt_id: number }) => r.gt_id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(res.body[0]).toEqual({ id: '1:2', site_id: 1, gt_id: 2, name: 'slot', sort: 2, active: true, version: 0 });
    expect(await hallTypes()).toEqual([...(await hallTypes())].sort((a, b) => a - b));
  });

  it('moves live casino first and switches sports off: the hall follows at once; the trail has both', async () => {
    const live = await content.call('PUT', '/api/admin/game-types/1:3', { version: 0, sort: 0 });
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ id: '1:3', sort: 0, active: true, version: 1 });
    const sports = await content.call('PUT', '/api/admin/game-types/1:4', { version: 0, active: false });
    expect(sports.body).toMatchObject({ sort: 4, active: false, version: 1 });
    const tabs = await hallTypes();
    expect(tabs[0]).toBe(3);
    expect(tabs).not.toContain(4);
    const trail = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'game_type.update'), eq(auditLog.targetId, '1:4')));
    expect(trail).toEqual([
      expect.objectContaining({
        actorUsername: 'content',
        before: { sort: 4, active: true, version: 0 },
        after: { sort: 4, active: false, version: 1 },
      }),
    ]);
    await content.call('PUT', '/api/admin/game-types/1:4', { version: 1, active: true });
    expect(await hallTypes()).toContain(4);
  });

  it('ten first writes at once: one wins, the others are 409 and change nothing', async () => {
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        content.call('PUT', '/api/admin/game-types/1:5', { version: 0, sort: 50 + i }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(9);
    const winner = replies.find((r) => r.status === 200)!.body;
    expect(await type('1:5')).toMatchObject({ sort: winner.sort, version: 1 });
    const stale = await content.call('PUT', '/api/admin/game-types/1:5', { version: 0, sort: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'conflict', field: 'version' });
    expect(await type('1:5')).toMatchObject({ sort: winner.sort, version: 1 });
  });

  it('roles without games.manage, sites not granted and bad input are refused', async () => {
    const finance = await signedIn(t.app, 'finance');
    expect((await finance.get('/api/admin/game-types')).status).toBe(403);
    expect((await finance.call('PUT', '/api/admin/game-types/1:2', { version: 0, sort: 1 })).status).toBe(403);
    expect((await content.call('PUT', '/api/admin/game-types/99:2', { version: 0, sort: 1 })).status).toBe(404);
    expect((await content.get('/api/admin/game-types/99:2')).status).toBe(404);
    expect((await content.call('PUT', '/api/admin/game-types/1:1', { version: 0 })).status).toBe(400);
    for (const body of [{ version: 0, sort: -1 }, { version: 0, sort: 'first' }, { sort: 1 }, { version: 0, x: 1 }]) {
      const res = await content.call('PUT', '/api/admin/game-types/1:2', body);
      expect(res.status).toBe(400);
    }
    expect(await type('1:2')).toMatchObject({ sort: 2, version: 0 });
  });
});
