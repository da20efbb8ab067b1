import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { PublicConfig, SiteAnalytics } from '@playdeck/contract';
import { PUBLIC_CONFIG_GLOBAL } from '@playdeck/contract';
import { sites } from '../../db/schema/index.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';
import { IDENTITY_TEST_CONFIG } from '../../test/identity-helpers.js';

const URL1 = '/api/admin/site-settings/1';
const off = { on: false, id: '', domain_ids: [] };
const ANALYTICS = {
  tags: {
    web_analytics: { on: true, id: 'g-ab12cd34', domain_ids: [{ domain: 'suncity.localhost', id: 'G-SUN12345' }] },
    tag_manager: off,
    session_recorder: { on: false, id: 'ab12cd34ef', domain_ids: [] },
    ad_pixel: { on: true, id: '123456789012345', domain_ids: [] },
  },
  event_locales: ['en_US', 'vi_VN'],
};

async function pageOf(t: TestApp, host: string) {
  const res = await t.app.inject({ method: 'GET', url: '/', headers: { host } });
  const match = new RegExp(`window\\.${PUBLIC_CONFIG_GLOBAL}=(\\{.*?\\})</script>`).exec(res.body);
  return { config: JSON.parse(match![1]!) as PublicConfig, csp: String(res.headers['content-security-policy']) };
}

/** A site's analytics tags (decision 0027), set by its owner in the console's Sites screen. */
describeEachDb('back office: analytics tags of a site', (kind) => {
  let t: TestApp;
  let owner: AdminClient;
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
    owner = await signedIn(t.app, 'owner');
  }, 120_000);
  afterAll(() => t.close());

  const read = async (id = 1) => (await owner.get(`/api/admin/site-settings/${id}`)).body;

  it('every tag is off and empty until the owner sets one', async () => {
    expect((await read()).analytics).toEqual({
      tags: { web_analytics: off, tag_manager: off, session_recorder: off, ad_pixel: off },
      event_locales: [],
    });
  });

  it('round-trips each switch, id and domain id (ids in their canonical case), and another tab keeps them', async () => {
    const saved = await owner.call('PUT', URL1, { version: (await read()).version, analytics: ANALYTICS });
    expect(saved.status).toBe(200);
    expect(saved.body.analytics.tags.web_analytics).toEqual({
      on: true,
      id: 'G-AB12CD34',
      domain_ids: [{ domain: 'suncity.localhost', id: 'G-SUN12345' }],
    });
    expect(saved.body.analytics.tags.session_recorder).toEqual({ on: false, id: 'ab12cd34ef', domain_ids: [] });
    expect(saved.body.analytics.event_locales).toEqual(['en_US', 'vi_VN']);
    const next = await owner.call('PUT', URL1, { version: saved.body.version, games_closed: false });
    expect(next.body.analytics).toEqual(saved.body.analytics);
  });

  it('outside production a page loads no tag and its CSP names no tag origin', async () => {
    const page = await pageOf(t, 'localhost');
    expect(page.config.ANALYTICS).toEqual({ tags: {}, event_locales: [] });
    expect(page.csp).not.toContain('googletagmanager');
    expect(page.csp).not.toContain('facebook');
    // The site detail call carries no analytics either: pages read them from their own config only.
    const detail = await t.app.inject({ method: 'POST', url: '/api/arks/web/site/detail', payload: {} });
    expect(detail.json().data.detail.env_config.analytics).toBeUndefined();
  });

  const refused: [string, string, unknown][] = [
    [
      'a script in an id',
      'web_analytics.id',
      { web_analytics: { on: true, id: 'G-AB12"><script>x</script>', domain_ids: [] } },
    ],
    ['a parameter in an id', 'tag_manager.id', { tag_manager: { on: true, id: 'GTM-AB12&l=x', domain_ids: [] } }],
    ['letters in a pixel id', 'ad_pixel.id', { ad_pixel: { on: true, id: '12345678abc', domain_ids: [] } }],
    [
      'a path in a recorder id',
      'session_recorder.id',
      { session_recorder: { on: true, id: 'ab12/../x', domain_ids: [] } },
    ],
    ['an id of the wrong tag', 'web_analytics.id', { web_analytics: { on: true, id: 'GTM-AB12CD3', domain_ids: [] } }],
    ['a switch on without an id', 'ad_pixel.id', { ad_pixel: { on: true, id: '', domain_ids: [] } }],
    [
      'a domain id without an id',
      'ad_pixel.domain_ids.0.id',
      { ad_pixel: { on: true, id: '', domain_ids: [{ domain: 'localhost', id: '' }] } },
    ],
    // A key the schema does not know is named by itself (it might have been a script address).
    ['an unknown key', 'src', { ad_pixel: { on: true, id: '123456789012345', domain_ids: [], src: 'https://x' } }],
  ];
  it.each(refused)('refuses %s, naming the field (%s), and changes nothing', async (_why, field, tag) => {
    const before = await read();
    const analytics = { ...ANALYTICS, tags: { ...ANALYTICS.tags, ...(tag as object) } };
    const res = await owner.call('PUT', URL1, { version: before.version, analytics });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field === 'src' ? field : `analytics.tags.${field}`);
    expect(await read()).toEqual(before);
  });

  it("refuses another site's domain and an unknown locale", async () => {
    const before = await read();
    const stray = {
      ...ANALYTICS,
      tags: {
        ...ANALYTICS.tags,
        ad_pixel: { on: true, id: '', domain_ids: [{ domain: 'apsport.localhost', id: '12345678' }] },
      },
    };
    const res = await owner.call('PUT', URL1, { version: before.version, analytics: stray });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('analytics');
    const locale = await owner.call('PUT', URL1, {
      version: before.version,
      analytics: { ...ANALYTICS, event_locales: ['xx_XX'] },
    });
    expect(locale.status).toBe(400);
    expect(await read()).toEqual(before);
  });

  it('a role without sites.manage may not set them (403), nor an owner of another site (404)', async () => {
    const content = await signedIn(t.app, 'content');
    const before = await read(2);
    const put = await content.call('PUT', '/api/admin/site-settings/2', {
      version: before.version,
      analytics: ANALYTICS,
    });
    expect(put.status).toBe(403);
    const created = await owner.call('POST', '/api/admin/operators', {
      username: 'analyticsowner',
      password: 'Operator1234',
      display_name: 'Site one owner',
      role: 'owner',
      site_ids: [1],
    });
    expect(created.status).toBe(200);
    const oneSite = await signedIn(t.app, 'analyticsowner');
    const other = await oneSite.call('PUT', '/api/admin/site-settings/2', {
      version: before.version,
      analytics: ANALYTICS,
    });
    expect(other.status).toBe(404);
    expect(await read(2)).toEqual(before);
  });
});

/** In production a page loads its host's tags, and its CSP allows their origins and no others. */
describe('analytics tags on production pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      NODE_ENV: 'production',
      SERVER_SECRET: 'Hk4wQz8rLp2VnX6tYb0cJm3sFd7gEa9u',
      METRICS_TOKEN: 'Mt7pQ2xR9vK4sW8bN3cF6hJ1',
      EMBEDDED_SANDBOX_PROVIDER: 'true',
    });
    const analytics: SiteAnalytics = {
      tags: {
        web_analytics: { on: true, id: 'G-AB12CD34', domain_ids: { 'suncity.localhost': 'G-SUN12345' } },
        tag_manager: { on: false, id: 'GTM-AB12CD3' },
        session_recorder: { on: true, id: 'ab12cd34ef' },
        ad_pixel: { on: true, id: '123456789012345' },
      },
      event_locales: ['vi_VN'],
    };
    await t.app.database.db
      .update(sites)
      .set({
        envConfig: sql`${sites.envConfig} || ${JSON.stringify({ analytics })}::jsonb`,
        version: sql`${sites.version} + 1`,
      })
      .where(eq(sites.siteId, 1));
    await new Promise((r) => setTimeout(r, 1_100)); // every node's copy checks the version within a second
  }, 120_000);
  afterAll(() => t.close());

  it("loads the tags that are on, with a domain's own id where it has one", async () => {
    const main = await pageOf(t, 'localhost:3000');
    expect(main.config.ANALYTICS).toEqual({
      tags: { web_analytics: 'G-AB12CD34', session_recorder: 'ab12cd34ef', ad_pixel: '123456789012345' },
      event_locales: ['vi_VN'],
    });
    expect((await pageOf(t, 'suncity.localhost')).config.ANALYTICS.tags.web_analytics).toBe('G-SUN12345');
  });

  it('allows exactly the origins of the tags that are on', async () => {
    const { csp } = await pageOf(t, 'localhost');
    const script = csp.split(';').find((d) => d.startsWith('script-src'))!;
    // The page's own inline scripts by hash, then the tags' origins.
    expect(script).toMatch(/^script-src 'self' ('sha256-[^']+' )+https:/);
    expect(
      script
        .split(' ')
        .slice(1)
        .filter((source) => !source.startsWith("'")),
    ).toEqual([
      'https://www.googletagmanager.com',
      'https://www.clarity.ms',
      'https://scripts.clarity.ms',
      'https://connect.facebook.net',
    ]);
    expect(csp).toContain('https://*.google-analytics.com');
    expect(csp).toContain('https://www.facebook.com');
  });

  it('a site with every tag off keeps the plain policy', async () => {
    const page = await pageOf(t, 'apsport.localhost');
    expect(page.config.ANALYTICS.tags).toEqual({});
    expect(page.csp).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(page.csp).not.toMatch(/googletagmanager|clarity|facebook/);
  });
});
