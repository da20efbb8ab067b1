import { afterAll, beforeAll, expect, it } from 'vitest';
import { members, registerSettings, seedRuns, siteLogos, sites } from '../schema/index.js';
import { signedIn } from '../../test/admin-helpers.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { seedDemo } from './index.js';

describeEachDb('demo seed', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('creates two sites of different templates, currencies and locales; a second run changes nothing', async () => {
    const db = t.app.database.db;
    const snapshot = async () => ({
      sites: await db.select().from(sites),
      logos: await db.select().from(siteLogos),
      members: (await db.select().from(members)).length,
      settings: (await db.select().from(registerSettings)).length,
    });
    const first = await snapshot();
    expect(first.sites.map((s) => s.siteId)).toEqual([1, 2]);
    const [one, two] = first.sites;
    expect(one!.templateName).not.toBe(two!.templateName);
    expect(one!.mobileTemplateName).not.toBe(two!.mobileTemplateName);
    expect(one!.currencies[0]).not.toBe(two!.currencies[0]);
    expect(one!.defaultLocale).not.toBe(two!.defaultLocale);
    await seedDemo(db); // skipped: this version is recorded
    await db.delete(seedRuns); // force the full path: every insert must find its row already there
    await seedDemo(db);
    await db.delete(seedRuns);
    await Promise.all([seedDemo(db), seedDemo(db)].map((p) => p.catch(() => undefined)));
    expect(await snapshot()).toEqual(first);
    expect(await db.select().from(seedRuns)).toHaveLength(1);
  });

  it("passes the console's own rules: every seeded site's settings and register settings save back unchanged", async () => {
    const owner = await signedIn(t.app, 'owner');
    const seeded = await t.app.database.db.select({ id: sites.siteId, currencies: sites.currencies }).from(sites);
    for (const site of seeded) {
      const { id, ...settings } = (await owner.get(`/api/admin/site-settings/${site.id}`)).body;
      const saved = await owner.call('PUT', `/api/admin/site-settings/${id}`, settings);
      expect(saved.body, `site ${id}`).toMatchObject({ ...settings, version: settings.version + 1 });
      for (const currency of site.currencies) {
        const url = `/api/admin/register-settings/${id}:${currency}`;
        const { version, fields } = (await owner.get(url)).body;
        const back = await owner.call('PUT', url, { version, fields });
        expect(back.body, url).toMatchObject({ version: version + 1, fields });
      }
    }
  });

  it('gives a newly added site a fresh id past the seeded ones', async () => {
    const [row] = await t.app.database.db
      .insert(sites)
      .values({
        operator: 'x',
        name: 'x',
        title: 'x',
        titleEn: 'x',
        domains: [],
        templateName: 'suncity',
        mobileTemplateName: 'H5_1',
        currencies: ['USD'],
        locales: ['en_US'],
        defaultLocale: 'en_US',
        envConfig: { customerUrl: {}, AGENT_BIND_FAST_PAYMENT_FLAG: 0, redirectHosts: [] },
        routeRules: [],
      })
      .returning();
    expect(row!.siteId).toBe(3);
  });
});
