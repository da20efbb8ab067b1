import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CONFIG_GLOBAL } from '@playdeck/contract';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { firstDataOf } from '../../test/page-helpers.js';
import { addRefusedRouteRule } from '../../test/site-fixtures.js';
import { decidePage } from './decide.js';

const noRules = { routeRules: [], redirectHosts: [] };

describe('decidePage', () => {
  it.each(['/main', '/main/3', '/gameHall', '/gameHall/2', '/slotgame'])('%s opened directly goes home', (path) => {
    expect(decidePage(path, '?gt_id=2', noRules, 'local')).toEqual({ kind: 'redirect', to: '/?gt_id=2', status: 302 });
  });

  it('sets the fast-deposit flag and goes home', () => {
    expect(decidePage('/fastDeposit', '', noRules, 'local')).toMatchObject({
      kind: 'redirect',
      to: '/',
      setCookie: 'isFastDeposit',
    });
  });

  it('redirects /register only in production, setting isRouteRegister', () => {
    expect(decidePage('/register', '', noRules, 'production')).toMatchObject({ to: '/', setCookie: 'isRouteRegister' });
    expect(decidePage('/register', '', noRules, 'local')).toEqual({ kind: 'page', status: 200 });
    expect(decidePage('/register', '', noRules, 'stage')).toEqual({ kind: 'page', status: 200 });
  });

  it('answers 404 for unmatched paths and for failed route validation', () => {
    expect(decidePage('/no/such/page', '', noRules, 'local')).toMatchObject({ status: 404, reason: 'unmatched' });
    expect(decidePage('/discount/abc', '', noRules, 'local')).toMatchObject({ status: 404, reason: 'validation' });
    expect(decidePage('/user/NoSuchPage', '', noRules, 'local')).toMatchObject({ status: 404, reason: 'validation' });
    expect(decidePage('/discount/12', '', noRules, 'local')).toEqual({ kind: 'page', status: 200 });
    expect(decidePage('/user/Info', '', noRules, 'local')).toEqual({ kind: 'page', status: 200 });
  });

  it('follows route rules to allow-listed http(s) hosts only', () => {
    const site = {
      routeRules: [
        { path: '/a', redirect: 'https://ok.example/x' },
        { path: '/b', redirect: 'https://evil.example/' },
        { path: '/c', redirect: 'javascript:alert(1)' },
        { path: '/d/**', redirect: '/faq', status: 301 as const },
      ],
      redirectHosts: ['ok.example'],
    };
    expect(decidePage('/a', '', site, 'local')).toEqual({ kind: 'redirect', to: 'https://ok.example/x', status: 302 });
    expect(decidePage('/b', '', site, 'local')).toMatchObject({
      kind: 'page',
      status: 500,
      reason: 'refused-redirect',
    });
    expect(decidePage('/c', '', site, 'local')).toMatchObject({ kind: 'page', status: 500 });
    expect(decidePage('/d/any/thing', '', site, 'local')).toEqual({ kind: 'redirect', to: '/faq', status: 301 });
  });
});

// Four app configurations below, on each database: app creation, not the tests, is most of this file's time.
describeEachDb('page serving', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves a page with the site public config, language and title', async () => {
    const res = await get('/', { host: 'apsport.localhost' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const match = new RegExp(`window\\.${PUBLIC_CONFIG_GLOBAL}=(\\{.*?\\})</script>`).exec(res.body);
    const config = JSON.parse(match![1]!);
    expect(config).toMatchObject({
      TEMPLATE_NAME: 'apsport',
      MOBILE_TEMPLATE_NAME: 'H5_2',
      SITE_ID: 2,
      SITE_NAME: 'AP Sport',
    });
    expect(config.CONFIG_WEBSOCKET_URL).toBe('');
    expect(config.REGISTER_LINK_MINUTES).toBe(60);
    expect(res.body).toContain('<html lang="zh-CN"');
    expect(res.body).toContain('<title>亚太体育 AP Sport</title>');
    // On / the skeleton shows the first banner (mobile picture, desktop one by media); elsewhere a page's
    // outline (render.test.ts), without the home page's banner or title.
    expect(res.body).toContain('<picture class="boot-banner">');
    expect(res.body).toContain('srcset="/content-img/v1/banner-1-desktop.svg"');
    expect(res.body).toContain('src="/content-img/v1/banner-1-mobile.svg"');
    // AP Sport's demo content is written in Chinese, its default language.
    expect(res.body).toContain('alt="首存 100% 奖金"');
    const other = await get('/discount', { host: 'apsport.localhost' });
    expect(other.body).not.toContain('boot-title');
    expect(other.body).not.toContain('boot-banner');
  });

  it('compresses the page for clients that accept it', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(
      '<title>Suncity Online Casino &amp; Sports</title>',
    );
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('window.');
  });

  it("allows exactly the page's own inline scripts, by hash, and sends security headers", async () => {
    const res = await get('/faq');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    const inline = [...res.body.matchAll(/<script>(.*?)<\/script>/g)].map(([, script]) => script!);
    expect(inline.length).toBeGreaterThan(0);
    const hashes = inline.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(scriptSrc.split(' ').filter((source) => source.startsWith("'sha256-"))).toEqual(hashes);
    expect(scriptSrc).not.toMatch(/unsafe-inline|nonce/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('picks the page language as the page does: locale cookie, then country, then site default', async () => {
    expect((await get('/', { cookie: 'i18n_redirected=vi_VN' })).body).toContain('lang="vi-VN"');
    expect((await get('/', { 'cf-ipcountry': 'JP' })).body).toContain('lang="ja-JP"');
    expect((await get('/', { cookie: 'i18n_redirected=xx_XX' })).body).toContain('lang="en-US"');
    expect((await get('/', { host: 'apsport.localhost', cookie: 'i18n_redirected=vi_VN' })).body).toContain(
      'lang="zh-CN"',
    );
  });

  it('reads the visitor country from the configured header', async () => {
    const res = await get('/', { 'cf-ipcountry': 'VN' });
    expect(res.body).toContain('"COUNTRY_LOCALE":"vi_VN"');
    const apsport = await get('/', { host: 'apsport.localhost', 'cf-ipcountry': 'VN' });
    expect(apsport.body).toContain('"COUNTRY_LOCALE":null');
  });

  it('redirects direct opens, fast deposit and route rules on a full page load', async () => {
    const main = await get('/gameHall/3?x=1');
    expect(main.statusCode).toBe(302);
    expect(main.headers.location).toBe('/?x=1');
    const fast = await get('/fastDeposit');
    expect(fast.headers.location).toBe('/');
    expect(String(fast.headers['set-cookie'])).toContain('isFastDeposit=1; Path=/');
    const promo = await get('/promo');
    expect(promo.headers.location).toBe('https://promo.suncity.example/welcome');
    await addRefusedRouteRule(t.app);
    const refused = await get('/blocked-partner');
    expect(refused.statusCode).toBe(500);
    expect(refused.headers.location).toBeUndefined();
  });

  it('answers 404 pages for unknown paths and failed validation', async () => {
    expect((await get('/nope')).statusCode).toBe(404);
    expect((await get('/faq/x1')).statusCode).toBe(404);
    expect((await get('/faq/12')).statusCode).toBe(200);
    expect((await get('/proxy/DownlineInfo')).statusCode).toBe(200);
  });

  it('serves build metadata with the site route rules', async () => {
    const latest = (await get('/builds/latest.json')).json();
    expect(latest.id).toBeTruthy();
    const meta = await get(`/builds/meta/${latest.id}.json`);
    expect(meta.statusCode).toBe(200);
    expect(meta.json().routeRules.map((r: { path: string }) => r.path)).toContain('/promo');
    expect(meta.json().redirectHosts).toEqual(['promo.suncity.example']);
    expect((await get('/builds/meta/other.json')).statusCode).toBe(404);
  });

  it('carries the build meta on every page', async () => {
    const latest = (await get('/builds/latest.json')).json();
    const faq = firstDataOf((await get('/faq/12')).body);
    expect(faq.rendered).toBeUndefined();
    expect(faq.path).toBe('/faq/12');
    expect(faq.meta).toEqual((await get(`/builds/meta/${latest.id}.json`)).json());
  });

  it('serves the home payload for the prerendered page', async () => {
    const res = await get('/_payload.json', { host: 'apsport.localhost' });
    expect(res.json().detail.site_id).toBe(2);
    expect(res.json().logos.web_logo_list.length).toBeGreaterThan(0);
  });
});

describeEachDb('installable app (PWA)', (kind) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    dist = mkdtempSync(join(tmpdir(), 'pwa-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><meta name="theme-color" content="#15120d" /><title>x</title><!--playdeck-config--></head><body></body></html>',
    );
    writeFileSync(join(dist, 'build.json'), JSON.stringify({ id: 'b1', timestamp: 1 }));
    writeFileSync(join(dist, 'sw.js'), 'const BUILD_ID = "b1";');
    writeFileSync(join(dist, 'assets/index-abc.js'), 'export {};');
    t = await createTestApp(kind, { WEB_DIST: dist });
  });
  afterAll(() => t.close());

  const get = (url: string, host = 'localhost') => t.app.inject({ method: 'GET', url, headers: { host } });

  it('serves a web app manifest per site: name, colours of its template, standalone from /', async () => {
    const suncity = await get('/manifest.webmanifest');
    expect(suncity.statusCode).toBe(200);
    expect(suncity.headers['content-type']).toContain('application/manifest+json');
    expect(suncity.headers['cache-control']).toBe('no-cache');
    expect(suncity.json()).toMatchObject({
      name: 'Suncity Online Casino & Sports',
      short_name: 'Suncity',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#15120d',
      theme_color: '#15120d',
    });
    const apsport = (await get('/manifest.webmanifest', 'apsport.localhost')).json();
    expect(apsport).toMatchObject({ short_name: 'AP Sport', background_color: '#eef3fa', theme_color: '#eef3fa' });
    const icons = apsport.icons as { src: string; sizes: string; purpose: string }[];
    for (const size of ['192x192', '512x512']) {
      expect(icons).toContainEqual(expect.objectContaining({ sizes: size, purpose: 'any' }));
      expect(icons).toContainEqual(expect.objectContaining({ sizes: size, purpose: 'maskable' }));
    }
  });

  it('draws the icons from the site logo, at the sizes the manifest lists', async () => {
    const { icons } = (await get('/manifest.webmanifest')).json() as {
      icons: { src: string; sizes: string; type: string }[];
    };
    for (const icon of icons) {
      const res = await get(icon.src);
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type']).toContain(icon.type);
      if (icon.type !== 'image/png') continue;
      // PNG signature, then IHDR with the width and height.
      expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      const [w, h] = icon.sizes.split('x').map(Number);
      expect([res.rawPayload.readUInt32BE(16), res.rawPayload.readUInt32BE(20)]).toEqual([w, h]);
    }
    const apple = await get('/pwa/apple-touch-icon.png');
    expect(apple.rawPayload.readUInt32BE(16)).toBe(180);
    const svg = (await get('/pwa/icon.svg', 'apsport.localhost')).body;
    expect(svg).toContain('#19b6ff'); // the gradient of the AP Sport logo
    expect((await get('/pwa/icon-100.png')).statusCode).toBe(404);
  });

  it('links the manifest colour into the page as its theme colour', async () => {
    expect((await get('/')).body).toContain('<meta name="theme-color" content="#15120d"');
    expect((await get('/', 'apsport.localhost')).body).toContain('<meta name="theme-color" content="#eef3fa"');
  });

  it('sends sw.js to be revalidated on every visit and hashed assets to be kept', async () => {
    const sw = await get('/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toContain('javascript');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.body).toContain('b1');
    const asset = await get('/assets/index-abc.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves an asset a later build adds, its compressed copy when asked, and a 404 (not the page) for a missing one', async () => {
    const { writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    writeFileSync(join(dist, 'assets/late-def.js'), 'export const late = 1;');
    writeFileSync(join(dist, 'assets/late-def.js.br'), 'brotli bytes');
    const late = await get('/assets/late-def.js');
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe('export const late = 1;');
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/assets/late-def.js',
      headers: { host: 'localhost', 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body).toBe('brotli bytes');
    const missing = await get('/assets/gone-123.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<!doctype html>');
    expect((await get('/index.html')).statusCode).not.toBe(200);
  });
});

describeEachDb('production page rules', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('sends /register home with the isRouteRegister cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/register' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(String(res.headers['set-cookie'])).toContain('isRouteRegister=1');
  });
});

describe('preload hints', () => {
  it('hint the locale catalog, the layout and the home chunk from the build manifest, not the entry', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { createPreloadHints, looksMobile } = await import('./preload-hints.js');
    const dist = mkdtempSync(join(tmpdir(), 'hints-'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
        '_react.js': { file: 'assets/react.js' },
        '_icons.js': { file: 'assets/icons.js' },
        'src/locales/vi_VN/common.json': { file: 'assets/common-vi.js' },
        'src/app/layouts/mobile-layout.tsx': {
          file: 'assets/mobile.js',
          imports: ['index.html', '_react.js', '_icons.js'],
          css: ['assets/mobile.css'],
        },
        'src/app/pages/home.tsx': { file: 'assets/home.js', imports: ['_icons.js'] },
      }),
    );
    const home = 'src/app/pages/home.tsx';
    const modules = ['common-vi', 'home', 'icons', 'mobile'].map(
      (f) => `<link rel="modulepreload" href="/assets/${f}.js">`,
    );
    // A skeleton preloads the stylesheets for the app; a rendered page links them, styled before any script.
    expect(createPreloadHints(dist)('vi_VN', true, home, false)).toBe(
      '<link rel="preload" as="style" href="/assets/mobile.css" crossorigin>' + modules.join(''),
    );
    // A rendered page carries the stylesheet itself, with a disabled link the app's loader takes for it.
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets/mobile.css'), '.m{color:red}</style>');
    expect(createPreloadHints(dist)('vi_VN', true, home, true)).toBe(
      '<style data-href="/assets/mobile.css" data-layout-css="mobile">.m{color:red}<\\/style></style>' +
        '<link rel="stylesheet" href="/assets/mobile.css" crossorigin disabled>' +
        modules.join(''),
    );
    expect(createPreloadHints('/nonexistent')('vi_VN', true, home, false)).toBe('');
    expect(looksMobile({ 'user-agent': 'Mozilla/5.0 (Linux; Android 11; moto g power) Mobile Safari' })).toBe(true);
    expect(looksMobile({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120' })).toBe(false);
  });
});
