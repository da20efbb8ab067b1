import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CALL_PATHS } from '@playdeck/contract';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { ContentConsole } from '../../test/content-helpers.js';
import { signedIn } from '../../test/admin-helpers.js';
import { testConfig } from '../../config.js';
import { crawlerRoutes } from './routes/crawlers.js';
import { sitemapXml } from './sitemap.js';

const SITE_1 = {
  host: 'localhost',
  locales: ['en_US', 'zh_CN', 'zh_TW', 'vi_VN', 'ko_KR', 'ja_JP', 'th_TH', 'hi_IN', 'my_MM', 'ta_IN', 'bn_BD'],
};
const SITE_2 = { host: 'apsport.localhost', locales: ['zh_CN', 'zh_TW', 'en_US'] };
const NOT_LISTED = ['/gameHall', '/main', '/slotgame', '/register', '/user', '/proxy', '/play'];

/** One `<url>` of a sitemap: its address and its alternates, hreflang → href. */
interface SitemapUrl {
  loc: string;
  alternates: Record<string, string>;
}

function parseSitemap(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body!)![1]!,
    alternates: Object.fromEntries([...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])),
  }));
}

describe('sitemapXml', () => {
  it('escapes every address and names both namespaces', () => {
    const xml = sitemapXml('http://a.example', [{ path: '/x?a=1&b="2"', locales: ['en_US'] }]);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<loc>http://a.example/x?a=1&amp;b=&quot;2&quot;</loc>');
    expect(xml).toContain('hreflang="en-US" href="http://a.example/x?a=1&amp;b=&quot;2&quot;?lang=en_US"');
    expect(xml.replace(/&(amp|quot);/g, '')).not.toContain('&');
  });
});

describeEachDb('robots.txt in production', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('allows the pages, keeps crawlers out of the rest and names the sitemap of the host asked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'apsport.localhost:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        ...['/api/', '/user', '/proxy', '/fastPayment', '/Deposit', '/play', '/loading', '/close', '/gameRoom'].map(
          (path) => `Disallow: ${path}`,
        ),
        ...['/auth/', '/builds/', '/admin/'].map((path) => `Disallow: ${path}`),
        'Sitemap: http://apsport.localhost:8080/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('names the site own domain, not a forged Host', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(res.body).not.toContain('evil');
    expect(res.body).toContain('Sitemap: http://localhost/sitemap.xml');
  });
});

describeEachDb('robots.txt and sitemap.xml', (kind) => {
  let t: TestApp;
  const promotionCalls: string[] = [];
  let promotionsDown = false;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, (app) => {
      app.addHook('onRequest', async (request) => {
        if (request.url === `/api${CALL_PATHS.promotions}`) promotionCalls.push(String(request.headers.host));
      });
      app.addHook('onRequest', async (request, reply) => {
        if (promotionsDown && request.url === `/api${CALL_PATHS.promotions}`) {
          return reply.code(503).send({ code: 503, message: 'down', data: null });
        }
      });
      // A second copy with a one-minute cache, to see a sitemap rebuilt after its max age.
      void app.register(crawlerRoutes, { config: testConfig(), sitemapMaxAgeMs: 60_000, prefix: '/short' });
    });
  });
  afterAll(() => t.close());

  const get = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });
  const sitemap = async (host: string, url = '/sitemap.xml') => parseSitemap((await get(url, host)).body);
  /** The ids the member API lists on a host, per language. */
  async function listed(host: string, locales: string[], path: string, body: object) {
    const ids = new Map<string, number[]>();
    for (const lang of locales) {
      const res = await post(t.app, `/api${path}`, body, { host, lang });
      ids.set(
        lang,
        (res.body.data.list as { id: number }[]).map((item) => item.id),
      );
    }
    return ids;
  }

  it('keeps every crawler out of a site that is not production', async () => {
    const res = await get('/robots.txt', 'apsport.localhost');
    expect(res.body).toBe('User-agent: *\nDisallow: /\nSitemap: http://apsport.localhost/sitemap.xml\n');
  });

  it.each([SITE_1, SITE_2])(
    'lists $host own promotions and FAQ articles in the languages that list them',
    async (site) => {
      const res = await get('/sitemap.xml', site.host);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=600');
      const urls = parseSitemap(res.body);
      const origin = `http://${site.host}`;
      expect(urls.map((u) => u.loc)).toEqual(
        expect.arrayContaining(['/', '/discount', '/faq', '/sponsor', '/app'].map((p) => origin + p)),
      );
      for (const [prefix, path, body] of [
        ['/discount', CALL_PATHS.promotions, {}],
        ['/faq', CALL_PATHS.articles, { kind: 'faq' }],
      ] as const) {
        const ids = await listed(site.host, site.locales, path, body);
        const all = new Set([...ids.values()].flat());
        expect(all.size).toBeGreaterThan(0);
        const inSitemap = urls.filter((u) => u.loc.startsWith(`${origin}${prefix}/`));
        expect(inSitemap.map((u) => Number(u.loc.split('/').pop())).sort()).toEqual([...all].sort());
        for (const url of inSitemap) {
          const id = Number(url.loc.split('/').pop());
          for (const [lang, list] of ids) {
            const href = url.alternates[lang.replace('_', '-')];
            expect(href).toBe(list.includes(id) ? `${url.loc}?lang=${lang}` : undefined);
          }
          expect(url.alternates['x-default']).toBe(url.loc);
        }
      }
    },
  );

  it('never lists the other site content, nor pages that are not for landing', async () => {
    const one = await sitemap(SITE_1.host);
    const two = await sitemap(SITE_2.host);
    const contentPaths = (urls: SitemapUrl[]) =>
      urls.map((u) => new URL(u.loc).pathname).filter((p) => /^\/(discount|faq)\/\d+$/.test(p));
    expect(contentPaths(one).length).toBeGreaterThan(0);
    expect(contentPaths(two).length).toBeGreaterThan(0);
    expect(contentPaths(one).filter((p) => contentPaths(two).includes(p))).toEqual([]);
    for (const [urls, origin] of [
      [one, 'http://localhost'],
      [two, 'http://apsport.localhost'],
    ] as const) {
      for (const url of urls) {
        expect(new URL(url.loc).origin).toBe(origin);
        expect(NOT_LISTED.filter((p) => new URL(url.loc).pathname.startsWith(p))).toEqual([]);
      }
    }
    // A fixed page in every site language, with the bare address as x-default.
    const home = one.find((u) => u.loc === 'http://localhost/')!;
    expect(home.alternates).toEqual({
      ...Object.fromEntries(SITE_1.locales.map((l) => [l.replace('_', '-'), `http://localhost/?lang=${l}`])),
      'x-default': 'http://localhost/',
    });
  });

  it('names the site own domain in the sitemap, not a forged Host', async () => {
    const res = await get('/sitemap.xml', 'evil.example');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil');
    expect(parseSitemap(res.body).every((u) => u.loc.startsWith('http://localhost/'))).toBe(true);
  });

  it('builds once for concurrent requests, then answers from memory', async () => {
    // A host of site 1 no test asked yet, so nothing is held for it.
    const host = 'suncity.localhost';
    promotionCalls.length = 0;
    const [a, b] = await Promise.all([get('/sitemap.xml', host), get('/sitemap.xml', host)]);
    expect(a.body).toBe(b.body);
    const afterBuild = promotionCalls.length;
    expect(afterBuild).toBe(SITE_1.locales.length);
    expect(new Set(promotionCalls)).toEqual(new Set([host]));
    expect((await get('/sitemap.xml', host)).body).toBe(a.body);
    expect(promotionCalls).toHaveLength(afterBuild);
  });

  it('leaves out a list that fails, serves the rest, and does not keep that sitemap', async () => {
    const host = 'localhost:3000';
    const discount = (urls: SitemapUrl[]) => urls.filter((u) => u.loc.includes('/discount/'));
    promotionsDown = true;
    let res;
    try {
      res = await get('/sitemap.xml', host);
    } finally {
      promotionsDown = false;
    }
    expect(res.statusCode).toBe(200);
    const partial = parseSitemap(res.body);
    expect(discount(partial)).toEqual([]);
    expect(partial.filter((u) => u.loc.includes('/faq/')).length).toBeGreaterThan(0);
    expect(discount(await sitemap(host)).length).toBeGreaterThan(0);
  });

  it('leaves out a page the site route rules send elsewhere', async () => {
    // Site 2's other domain: the sitemap held for apsport.localhost predates the rule.
    const host = '127.0.0.2';
    expect(await sitemap(host)).toContainEqual(expect.objectContaining({ loc: `http://${host}/sponsor` }));
    const owner = await signedIn(t.app, 'owner');
    const current = await owner.get('/api/admin/site-settings/2');
    const rule = { path: '/sponsor', redirect: '/faq', status: 302 };
    const put = await owner.call('PUT', '/api/admin/site-settings/2', {
      version: current.body.version,
      route_rules: [rule],
      redirect_hosts: [],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await get('/sponsor', host)).headers.location).toBe('/faq');
    const urls = await sitemap(`${host}:8080`);
    expect(urls.length).toBeGreaterThan(5);
    expect(urls.map((u) => u.loc)).not.toContain(`http://${host}:8080/sponsor`);
  });

  // Last: the moved clock stays ahead of the other caches of this app (site and content copies).
  it('shows a promotion an operator adds once the held sitemap is past its max age', async () => {
    const host = '127.0.0.1';
    const before = await sitemap(host);
    await sitemap(host, '/short/sitemap.xml');
    const operator = await ContentConsole.signIn(t.app);
    const added = await operator.create({
      kind: 'promotion',
      locale: 'en_US',
      data: { title: 'Sitemap test promotion', photo: '/content-img/v1/promo-1.svg', content: '<p>x</p>' },
    });
    const promotions = await post(t.app, `/api${CALL_PATHS.promotions}`, {}, { host, lang: 'en_US' });
    expect(promotions.body.data.list.map((p: { id: number }) => p.id)).toContain(added.id);
    const path = `http://${host}/discount/${added.id}`;
    const has = (urls: SitemapUrl[]) => urls.find((u) => u.loc === path);

    expect(has(await sitemap(host))).toBeUndefined();
    expect(has(await sitemap(host, '/short/sitemap.xml'))).toBeUndefined();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      expect(has(await sitemap(host, '/short/sitemap.xml'))?.alternates).toEqual({
        'en-US': `${path}?lang=en_US`,
        'x-default': path,
      });
      expect(await sitemap(host)).toEqual(before);
      vi.setSystemTime(Date.now() + 5 * 60_000);
      expect(has(await sitemap(host))).toBeDefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
