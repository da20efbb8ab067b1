import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, sites } from '../../db/schema/index.js';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';
import { IDENTITY_TEST_CONFIG } from '../../test/identity-helpers.js';

const URL1 = '/api/admin/site-settings/1';

describeEachDb('back office: site settings (owner)', (kind) => {
  let t: TestApp;
  let owner: AdminClient;
  let others: Record<'content' | 'finance' | 'support', AdminClient>;
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
    owner = await signedIn(t.app, 'owner');
    const [content, finance, support] = await Promise.all(
      (['content', 'finance', 'support'] as const).map((role) => signedIn(t.app, role)),
    );
    others = { content: content!, finance: finance!, support: support! };
  }, 120_000);
  afterAll(() => t.close());

  const read = async (id = 1) => (await owner.get(`/api/admin/site-settings/${id}`)).body;
  const row = async (id = 1) => (await t.app.database.db.select().from(sites).where(eq(sites.siteId, id)))[0]!;
  const trail = (targetId: string) =>
    t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'site'), eq(auditLog.targetId, targetId)));

  it('reads a site as its owner edits it', async () => {
    const res = await owner.get(URL1);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 1,
      version: 0,
      template_name: 'suncity',
      mobile_template_name: 'H5_1',
      default_currency: 'USD',
      default_locale: 'en_US',
      games_closed: false,
      redirect_hosts: ['promo.suncity.example'],
      blocked_ips: [],
      require_country: false,
    });
    expect(res.body.domains).toContain('localhost');
    expect(res.body.customer_urls.en_US).toMatch(/^https:\/\//);
    expect(res.body.route_rules).toContainEqual({ path: '/vip', redirect: '/discount', status: 302 });
  });

  it.each(['content', 'finance', 'support'] as const)('%s may not read or change site settings (403)', async (role) => {
    const before = await row();
    expect((await others[role].get(URL1)).status).toBe(403);
    const res = await others[role].call('PUT', URL1, { version: before.version, games_closed: true });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect(await row()).toEqual(before);
    // The site list every role picks from stays open to them.
    expect((await others[role].get('/api/admin/sites')).status).toBe(200);
  });

  it('another site is not found (404), for reads and writes, and an unknown one too', async () => {
    const created = await owner.call('POST', '/api/admin/operators', {
      username: 'siteoneowner',
      password: 'Operator1234',
      display_name: 'Site one owner',
      role: 'owner',
      site_ids: [1],
    });
    expect(created.status).toBe(200);
    const oneSite = await signedIn(t.app, 'siteoneowner');
    const before = await row(2);
    expect((await oneSite.get('/api/admin/site-settings/2')).status).toBe(404);
    const put = await oneSite.call('PUT', '/api/admin/site-settings/2', { version: before.version, is_demo: true });
    expect(put.status).toBe(404);
    expect(put.body.code).toBe('not_found');
    expect(await row(2)).toEqual(before);
    expect((await oneSite.get(URL1)).status).toBe(200);
    expect((await owner.get('/api/admin/site-settings/99')).status).toBe(404);
  });

  const long = 'x'.repeat(10_000);
  it.each([
    ['a host with a space', { domains: ['bad host.example'] }, 'domains.0'],
    ['a host with a port', { domains: ['ok.example:8080'] }, 'domains.0'],
    ['a host with a scheme', { domains: ['https://ok.example'] }, 'domains.0'],
    ['a host twice', { domains: ['a.example', 'A.example'] }, 'domains'],
    ['no host', { domains: [] }, 'domains'],
    ['a default locale outside the list', { locales: ['en_US'], default_locale: 'zh_CN' }, 'default_locale'],
    ['locales without their default', { locales: ['en_US'] }, 'default_locale'],
    ['an unknown locale', { locales: ['xx_XX'], default_locale: 'en_US' }, 'locales.0'],
    ['a default currency outside the list', { currencies: ['USD'], default_currency: 'RMB' }, 'default_currency'],
    ['an unknown template', { template_name: 'nope' }, 'template_name'],
    ['an unknown mobile template', { mobile_template_name: 'H5_99' }, 'mobile_template_name'],
    [
      'a javascript: route rule',
      { route_rules: [{ path: '/x', redirect: 'javascript:alert(1)' }], redirect_hosts: [] },
      'route_rules.0.redirect',
    ],
    [
      'a data: route rule',
      { route_rules: [{ path: '/x', redirect: 'data:text/html,<b>x</b>' }], redirect_hosts: [] },
      'route_rules.0.redirect',
    ],
    [
      'a redirect to a host not allowed',
      { route_rules: [{ path: '/x', redirect: 'https://evil.example/' }], redirect_hosts: ['ok.example'] },
      'route_rules.0.redirect',
    ],
    [
      'a redirect that a browser reads as another host',
      { route_rules: [{ path: '/x', redirect: '/\\evil.example' }], redirect_hosts: [] },
      'route_rules.0.redirect',
    ],
    [
      'a path without a slash',
      { route_rules: [{ path: 'x', redirect: '/' }], redirect_hosts: [] },
      'route_rules.0.path',
    ],
    [
      'a path of the API',
      { route_rules: [{ path: '/api/x', redirect: '/' }], redirect_hosts: [] },
      'route_rules.0.path',
    ],
    ['a path with ..', { route_rules: [{ path: '/a/../b', redirect: '/' }], redirect_hosts: [] }, 'route_rules.0.path'],
    ['rules without the allowed hosts', { route_rules: [] }, 'redirect_hosts'],
    [
      'a bad status',
      { route_rules: [{ path: '/x', redirect: '/', status: 200 }], redirect_hosts: [] },
      'route_rules.0.status',
    ],
    ['a CIDR beyond /32', { blocked_ips: ['10.0.0.0/33'] }, 'blocked_ips.0'],
    ['an address beyond 255', { blocked_ips: ['300.1.1.1'] }, 'blocked_ips.0'],
    ['a /0 block', { blocked_ips: ['0.0.0.0/0'] }, 'blocked_ips.0'],
    ['a word for an address', { blocked_ips: ['everyone'] }, 'blocked_ips.0'],
    ['an unknown country', { blocked_countries: ['ZZ'] }, 'blocked_countries.0'],
    ['a customer-service javascript: link', { customer_urls: { en_US: 'javascript:alert(1)' } }, 'customer_urls.en_US'],
    ['a customer-service link for no locale', { customer_urls: { xx: 'https://a.example' } }, 'customer_urls.xx'],
    ['a NUL in the name', { name: 'Sun\u0000city' }, 'name'],
    ['markup in the title', { title: '<img src=x onerror=alert(1)>' }, 'title'],
    ['a huge name', { name: long }, 'name'],
    ['a wrong type', { games_closed: 'yes' }, 'games_closed'],
    ['an unknown field', { active: false }, 'active'],
  ])('refuses %s: 400 naming the field, nothing changed', async (_label, body, field) => {
    const before = await row();
    const res = await owner.call('PUT', URL1, { version: before.version, ...body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', field });
    expect(await row()).toEqual(before);
  });

  it('refuses a missing version and a domain of another site (400), changing nothing', async () => {
    const before = await row();
    const noVersion = await owner.call('PUT', URL1, { is_demo: true });
    expect(noVersion.body).toMatchObject({ code: 'validation', field: 'version' });
    const taken = await owner.call('PUT', URL1, {
      version: before.version,
      domains: ['localhost', 'APSport.localhost'],
    });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ code: 'validation', field: 'domains' });
    expect(taken.body.message).toContain('apsport.localhost');
    expect(await row()).toEqual(before);
  });

  it('two owners saving the same version: one wins, the other gets 409 and changes nothing', async () => {
    const second = await signedIn(t.app, 'owner');
    const { version } = await read();
    const [a, b] = await Promise.all([
      owner.call('PUT', URL1, { version, title: 'Title from A' }),
      second.call('PUT', URL1, { version, title: 'Title from B' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body).toMatchObject({ code: 'conflict', field: 'version' });
    const now = await read();
    expect(now.version).toBe(version + 1);
    expect(now.title).toBe(a.status === 200 ? 'Title from A' : 'Title from B');
    const stale = await owner.call('PUT', URL1, { version, title: 'Stale' });
    expect(stale.status).toBe(409);
    expect((await read()).title).toBe(now.title);
  });

  it('audits each write with who, before and after', async () => {
    const before = await read();
    const res = await owner.call('PUT', URL1, { version: before.version, name: 'Suncity Renamed' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Suncity Renamed', version: before.version + 1 });
    const rows = await trail('1');
    expect(rows.at(-1)).toMatchObject({
      action: 'site.update',
      actorUsername: 'owner',
      actorRole: 'owner',
      siteId: 1,
      before: expect.objectContaining({ name: before.name, version: before.version }),
      after: expect.objectContaining({ name: 'Suncity Renamed', version: before.version + 1 }),
    });
    const detail = await post(t.app, '/api/arks/web/site/detail', {}, { host: 'localhost' });
    expect(detail.body.data.detail.site_name).toBe('Suncity Renamed');
  });

  it('keeps currencies with the default first, and locales with their default', async () => {
    const { version } = await read(2);
    const res = await owner.call('PUT', '/api/admin/site-settings/2', {
      version,
      currencies: ['RMB', 'USD', 'VND'],
      default_currency: 'USD',
      locales: ['zh_CN', 'en_US'],
      default_locale: 'en_US',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      currencies: ['USD', 'RMB', 'VND'],
      default_currency: 'USD',
      default_locale: 'en_US',
    });
    const detail = await post(t.app, '/api/arks/web/site/detail', { site_id: 2 });
    expect(detail.body.data.detail).toMatchObject({ default_currency: 'USD', locales: ['zh_CN', 'en_US'] });
    const back = await owner.call('PUT', '/api/admin/site-settings/2', {
      version: version + 1,
      currencies: ['RMB', 'USD'],
      default_currency: 'RMB',
      locales: ['zh_CN', 'zh_TW', 'en_US'],
      default_locale: 'zh_CN',
    });
    expect(back.status).toBe(200);
  });

  it('a currency added to a site opens to registration with the default form; one the owner closed stays closed', async () => {
    const shown = async (siteId: number) => {
      const list = (await post(t.app, '/api/arks/web/register-settings', { site_id: siteId })).body.data.list as {
        name: string;
        currency: string;
        is_display: number;
      }[];
      return list.filter((s) => s.name === 'member_currency' && s.is_display === 1).map((s) => s.currency);
    };
    expect(await shown(2)).not.toContain('THB');
    const two = await read(2);
    const res = await owner.call('PUT', '/api/admin/site-settings/2', {
      version: two.version,
      currencies: [...two.currencies, 'THB'],
      default_currency: two.default_currency,
    });
    expect(res.body).toMatchObject({ currencies: [...two.currencies, 'THB'] });
    expect(await shown(2)).toContain('THB');
    const one = await read(1);
    const again = { version: one.version, currencies: one.currencies, default_currency: one.default_currency };
    expect((await owner.call('PUT', URL1, again)).status).toBe(200);
    expect(one.currencies).toContain('INR');
    expect(await shown(1)).not.toContain('INR');
  });
});
