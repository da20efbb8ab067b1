import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, gameCatalogueVersions, gameTransfers } from '../../db/schema/index.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';

// A provider's integration: which aggregator serves it, its wallet mode and its product name there. Written
// as the other provider fields are (games.manage, version, audit, catalogue version), and never while a
// member's money is with the provider.
describeEachDb('back office: a provider’s aggregator, wallet mode and product', (kind) => {
  let t: TestApp;
  let content: AdminClient;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    content = await signedIn(t.app, 'content');
    memberId = (await t.app.identity.memberByAccount(1, 'demo001'))!.id;
  }, 120_000);
  afterAll(() => t.close());

  const provider = async (id: string) => (await content.get(`/api/admin/game-providers/${id}`)).body;
  const put = (id: string, body: unknown, client = content) =>
    client.call('PUT', `/api/admin/game-providers/${id}`, body);
  const catalogueVersion = async () =>
    (await t.app.database.db.select().from(gameCatalogueVersions).where(eq(gameCatalogueVersions.siteId, 1)))[0]
      ?.version ?? 0;
  const providerWallet = (gpId: string, amount: bigint) =>
    t.app.wallet.post({
      siteId: 1,
      memberId,
      currency: 'USD',
      provider: gpId,
      amount,
      kind: 'adjustment',
      reference: `integration test ${gpId}`,
      idempotencyKey: `integration-${gpId}-${randomUUID()}`,
    });

  it('reads the integration of every provider: the demo’s Sky Crash is Hub88 seamless, Golden Spin Hub88 transfer', async () => {
    expect(await provider('1:GP10')).toMatchObject({
      gp_id: 'GP10',
      aggregator: 'hub88',
      wallet_mode: 'seamless',
      aggregator_product: null,
    });
    expect(await provider('1:GP02')).toMatchObject({ aggregator: 'hub88', wallet_mode: 'transfer' });
    expect(await provider('1:GP01')).toMatchObject({ aggregator: 'sandbox', wallet_mode: 'transfer' });
    const list = await content.get('/api/admin/game-providers?filter=%7B%22site_id%22%3A1%7D');
    for (const p of list.body) expect(p).toHaveProperty('aggregator');
  });

  it('changes them with games.manage: version raised, catalogue version raised, before and after in the trail', async () => {
    const before = await provider('1:GP03');
    const catalogue = await catalogueVersion();
    const res = await put('1:GP03', {
      version: before.version,
      aggregator: 'hub88',
      wallet_mode: 'seamless',
      aggregator_product: 'Royal Live Casino',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      aggregator: 'hub88',
      wallet_mode: 'seamless',
      aggregator_product: 'Royal Live Casino',
      version: before.version + 1,
    });
    expect(await catalogueVersion()).toBeGreaterThan(catalogue);
    const [row] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'game_provider'), eq(auditLog.targetId, '1:GP03')));
    expect(row).toMatchObject({
      action: 'game_provider.update',
      actorUsername: 'content',
      before: expect.objectContaining({ aggregator: 'sandbox', wallet_mode: 'transfer', aggregator_product: null }),
      after: expect.objectContaining({
        aggregator: 'hub88',
        wallet_mode: 'seamless',
        aggregator_product: 'Royal Live Casino',
      }),
    });
    // null gives the product back to the provider id; the owner may do it too.
    const owner = await signedIn(t.app, 'owner');
    const back = await put(
      '1:GP03',
      { version: before.version + 1, aggregator: 'sandbox', wallet_mode: 'transfer', aggregator_product: null },
      owner,
    );
    expect(back.body).toMatchObject({ aggregator: 'sandbox', wallet_mode: 'transfer', aggregator_product: null });
  });

  it('roles without games.manage get 403 and change nothing', async () => {
    const before = await provider('1:GP03');
    for (const role of ['finance', 'support', 'compliance']) {
      const client = await signedIn(t.app, role);
      const res = await put('1:GP03', { version: before.version, wallet_mode: 'seamless' }, client);
      expect(res.status, role).toBe(403);
    }
    expect(await provider('1:GP03')).toEqual(before);
  });

  it('bad values are 400 naming the field and change nothing', async () => {
    const before = await provider('1:GP04');
    const v = before.version;
    const cases: [unknown, string][] = [
      [{ version: v, aggregator: 'hub99' }, 'aggregator'],
      [{ version: v, aggregator: 'HUB88' }, 'aggregator'],
      [{ version: v, aggregator: null }, 'aggregator'],
      [{ version: v, wallet_mode: 'both' }, 'wallet_mode'],
      [{ version: v, wallet_mode: '' }, 'wallet_mode'],
      [{ version: v, aggregator_product: '' }, 'aggregator_product'],
      [{ version: v, aggregator_product: '   ' }, 'aggregator_product'],
      [{ version: v, aggregator_product: 'x'.repeat(101) }, 'aggregator_product'],
      [{ version: v, aggregator_product: 'x'.repeat(200_000) }, 'aggregator_product'],
      [{ version: v, aggregator_product: 'a\u0000b' }, 'aggregator_product'],
      [{ version: v, aggregator_product: 'line\nbreak' }, 'aggregator_product'],
      [{ version: v, aggregator_product: 42 }, 'aggregator_product'],
    ];
    for (const [body, field] of cases) {
      const res = await put('1:GP04', body);
      const label = JSON.stringify(body).slice(0, 80);
      expect(res.status, label).toBe(400);
      expect(res.body.field, label).toBe(field);
    }
    expect(await provider('1:GP04')).toEqual(before);
    expect((await put('1:GP04', { version: v, aggregator_product: 'x'.repeat(100) })).status).toBe(200);
  });

  it('refuses a new aggregator or wallet mode while a member holds a balance with the provider (409 naming how many)', async () => {
    await providerWallet('GP07', 500n);
    const before = await provider('1:GP07');
    for (const body of [{ wallet_mode: 'seamless' }, { aggregator: 'hub88' }]) {
      const res = await put('1:GP07', { version: before.version, ...body });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'conflict', field: Object.keys(body)[0] });
      expect(res.body.message).toContain('1 member of site 1 holds a balance with GP07');
    }
    expect(await provider('1:GP07')).toEqual(before);
    // Other fields, and the same aggregator sent again, still save.
    const renamed = await put('1:GP07', { version: before.version, name: 'Virtual League+', aggregator: 'sandbox' });
    expect(renamed.status).toBe(200);
    // Once the money is back, the switch goes through.
    await providerWallet('GP07', -500n);
    const switched = await put('1:GP07', { version: before.version + 1, wallet_mode: 'seamless' });
    expect(switched.status).toBe(200);
    expect(switched.body.wallet_mode).toBe('seamless');
  });

  it('refuses it while a member has a transfer with the provider pending', async () => {
    await t.app.database.db.insert(gameTransfers).values({
      id: randomUUID(),
      siteId: 1,
      memberId,
      gpId: 'GP08',
      currency: 'USD',
      direction: 'in',
      amount: 100n,
      status: 'pending',
    });
    const before = await provider('1:GP08');
    const res = await put('1:GP08', { version: before.version, aggregator: 'hub88' });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('1 member of site 1 has a transfer with GP08 pending');
    expect(await provider('1:GP08')).toEqual(before);
  });

  it('a stale version is told to reload before anything about money', async () => {
    await providerWallet('GP09', 100n);
    const before = await provider('1:GP09');
    const res = await put('1:GP09', { version: before.version + 5, wallet_mode: 'seamless' });
    expect(res.status).toBe(409);
    expect(res.body.field).toBe('version');
    expect(await provider('1:GP09')).toEqual(before);
  });
});
