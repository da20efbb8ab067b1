import { afterAll, beforeAll, expect, it } from 'vitest';
import { PUBLIC_CONFIG_GLOBAL } from '@playdeck/contract';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';
import { IDENTITY_TEST_CONFIG } from '../../test/identity-helpers.js';

const URL2 = '/api/admin/site-settings/2';

/** A site's clock: set by its owner in the console, read by the console's site picker and sent to the page. */
describeEachDb('back office: a site time zone', (kind) => {
  let t: TestApp;
  let owner: AdminClient;
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
    owner = await signedIn(t.app, 'owner');
  }, 120_000);
  afterAll(() => t.close());

  const pageConfig = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'apsport.localhost' } });
    const match = new RegExp(`window\\.${PUBLIC_CONFIG_GLOBAL}=(\\{.*?\\})</script>`).exec(res.body);
    return JSON.parse(match![1]!) as { TIME_ZONE: string };
  };

  it('is the platform default until the owner sets one', async () => {
    expect((await owner.get(URL2)).body.time_zone).toBe('America/Caracas');
    expect((await pageConfig()).TIME_ZONE).toBe('America/Caracas');
  });

  it('round-trips through the console API and reaches the site picker and the page', async () => {
    const { version } = (await owner.get(URL2)).body;
    const saved = await owner.call('PUT', URL2, { version, time_zone: 'Asia/Tokyo' });
    expect(saved.status).toBe(200);
    expect(saved.body.time_zone).toBe('Asia/Tokyo');
    expect((await owner.get(URL2)).body.time_zone).toBe('Asia/Tokyo');
    expect((await owner.get('/api/admin/sites/2')).body.time_zone).toBe('Asia/Tokyo');
    expect((await pageConfig()).TIME_ZONE).toBe('Asia/Tokyo');
    // Another tab's save keeps it.
    const next = (await owner.get(URL2)).body.version;
    expect((await owner.call('PUT', URL2, { version: next, games_closed: false })).status).toBe(200);
    expect((await owner.get(URL2)).body.time_zone).toBe('Asia/Tokyo');
  });

  it.each(['Mars/Olympus_Mons', '+08:00', 'GMT+8 ', 'asia shanghai'])('refuses %j, naming the field', async (zone) => {
    const before = (await owner.get(URL2)).body;
    const res = await owner.call('PUT', URL2, { version: before.version, time_zone: zone });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('time_zone');
    expect((await owner.get(URL2)).body).toEqual(before);
  });
});
