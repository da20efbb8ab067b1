import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, sites } from '../../db/schema/index.js';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { createAuditRepo } from '../audit/repo.js';
import { createCurrencyDefaults } from '../registration/index.js';
import { FIXED_CAPTCHA, IDENTITY_TEST_CONFIG } from '../../test/identity-helpers.js';
import { register } from '../../test/registration-helpers.js';
import { createSiteAdminRepo } from './admin-repo.js';
import { createSite } from './create-site.js';
import { SITE_CHECK_MS } from './directory.js';

const acme = {
  operator: 'Acme Gaming',
  name: 'Acme',
  domains: ['acme.example', 'www.acme.example'],
  currencies: ['THB', 'USD'],
  locales: ['en_US', 'zh_CN'],
  time_zone: 'Asia/Bangkok',
};

const detailOn = (t: TestApp, host: string) => post(t.app, '/api/arks/web/site/detail', {}, { host });
const waitForDirectory = () => new Promise((r) => setTimeout(r, SITE_CHECK_MS + 100));

describeEachDb('creating a site (npm run site:create) on a database without one', (kind) => {
  let t: TestApp;
  const create = (input: unknown) => {
    const db = t.app.database.db;
    const deps = { db, repo: createSiteAdminRepo(db), audit: createAuditRepo(db) };
    return createSite({ ...deps, openRegistration: createCurrencyDefaults(db) }, input);
  };
  beforeAll(async () => {
    t = await createTestApp(kind, { SEED_DEMO: 'false', ...IDENTITY_TEST_CONFIG });
  });
  afterAll(() => t.close());

  it('a fresh database answers no page until the first site exists, then serves it as the default site', async () => {
    expect((await detailOn(t, 'acme.example')).status).toBe(500);
    const site = await create(acme);
    expect(site).toMatchObject({ siteId: 1, operator: 'Acme Gaming', defaultLocale: 'en_US' });
    await waitForDirectory();
    for (const host of ['acme.example', 'localhost']) {
      const res = await detailOn(t, host);
      expect(res.status).toBe(200);
      expect(res.body.data.detail).toMatchObject({
        site_id: 1,
        site_name: 'Acme',
        template_name: 'suncity',
        mobile_template_name: 'H5_1',
        currencies: ['THB', 'USD'],
        default_currency: 'THB',
        default_locale: 'en_US',
      });
    }
    const [audit] = await t.app.database.db.select().from(auditLog).where(eq(auditLog.action, 'site.create'));
    expect(audit).toMatchObject({ siteId: 1, actorUsername: 'command line', operator: 'Acme Gaming' });
  });

  it('opens registration in every currency of the new site: its first member registers', async () => {
    const settings = await post(t.app, '/api/arks/web/register-settings', {}, { host: 'acme.example' });
    const open = (settings.body.data.list as { name: string; currency: string; is_display: number }[])
      .filter((s) => s.name === 'member_currency' && s.is_display === 1)
      .map((s) => s.currency);
    expect(open.sort()).toEqual(['THB', 'USD']);
    for (const [account, currency] of [
      ['acmefirst', 'THB'],
      ['acmesecond', 'USD'],
    ]) {
      const body = {
        member_account: account,
        password: 'Abc12345',
        check_password: 'Abc12345',
        member_currency: currency,
      };
      const res = await register(t.app, { ...body, answer: FIXED_CAPTCHA }, undefined, { host: 'acme.example' });
      expect(res.body, currency).toMatchObject({
        code: 100,
        data: { member_account: account, member_currency: currency },
      });
    }
  });

  it('refuses a domain another site answers on, and bad input, changing nothing', async () => {
    const refused = [
      [{ ...acme, domains: ['WWW.acme.example'] }, /already a domain of site 1/],
      [{ ...acme, domains: ['https://acme.example'] }, /domains\.0: must be a host name/],
      [{ ...acme, domains: [] }, /domains/],
      [{ ...acme, currencies: ['XXX'] }, /currencies\.0/],
      [{ ...acme, locales: ['en_US', 'en_US'] }, /locales: each once/],
      [{ ...acme, time_zone: 'Mars/Olympus' }, /time_zone/],
      [{ ...acme, name: 'a\u0000b' }, /name/],
      [{ ...acme, name: 'x'.repeat(10_000) }, /name/],
      [{ ...acme, extra: 1 }, /input|extra/i],
      [{ ...acme, template_name: 'nope' }, /template_name/],
    ] as const;
    for (const [input, message] of refused) await expect(create(input)).rejects.toThrow(message);
    expect(await t.app.database.db.select({ id: sites.siteId }).from(sites)).toEqual([{ id: 1 }]);
  });

  it('of many creations at once with one domain, exactly one is made', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => create({ ...acme, name: `Rival ${i}`, domains: ['rival.example'] })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected')) {
      expect(String((r as PromiseRejectedResult).reason)).toMatch(/rival\.example is already a domain of site/);
    }
    const rivals = await t.app.database.db.select({ domains: sites.domains }).from(sites);
    expect(rivals.filter((s) => s.domains.includes('rival.example'))).toHaveLength(1);
  });
});
