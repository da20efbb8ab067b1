import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { signedIn } from '../../test/admin-helpers.js';
import { ContentConsole } from '../../test/content-helpers.js';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { firstDataOf } from '../../test/page-helpers.js';

const PHONE_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';

/** What #root holds: the rendered markup (up to the closing tag before the page's scripts). */
const rootOf = (page: string) => /<div id="root">([\s\S]*)<\/div>\s*<noscript>/.exec(page)?.[1] ?? '';
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describeEachDb('pages the server renders for a visitor', (kind) => {
  let t: TestApp;
  /** The member API calls the app answered, by path (the renders' own calls among them). */
  const calls: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind, { WEB_DIST: inject('webRendererDist') }, (app) => {
      app.addHook('onRequest', async (request) => {
        if (request.url.startsWith('/api/')) calls.push(request.url);
      });
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const api = async (path: string, body: object, headers: Record<string, string> = {}) =>
    (await post(t.app, `/api${path}`, body, headers)).body.data;

  it('renders the home page with what the API answers a visitor, and hydrates from the same', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).not.toContain('class="boot"');
    const banners = await api('/arks/web/carousel_picture', { use_type: 0 });
    expect(root).toContain(`alt="${banners.web_carousel_picture_list[0].title}"`);
    const hot = await api('/arks/web/member-games/hot-games', { site_id: 1, currency: 'USD' });
    // Game names, as a crawler without JavaScript reads them.
    expect(hot.list.length).toBeGreaterThan(0);
    for (const game of hot.list) expect(text(root)).toContain(game.game_name.en_US);
    const data = firstDataOf(res.body);
    expect(data.rendered).toMatchObject({ layout: 'desktop', currency: 'USD' });
    expect(JSON.stringify(data.rendered?.queries)).toContain(banners.web_carousel_picture_list[0].title);
    expect(res.body).toMatch(
      /<html lang="en-US" data-template="suncity" data-mobile-template="H5_1" data-layout="desktop"/,
    );
  });

  it("renders a phone's layout for a phone's agent, with the phone's banners, and keeps it", async () => {
    const from = calls.length;
    const res = await get('/', { 'user-agent': PHONE_AGENT });
    // A member's calls (the letters of the phone's tab bar) are off for a visitor: not made, not missed.
    expect(calls.slice(from).some((url) => url.includes('/member/'))).toBe(false);
    const made = calls.length;
    await get('/', { 'user-agent': PHONE_AGENT });
    expect(calls.length).toBe(made);
    expect(firstDataOf(res.body).rendered?.layout).toBe('mobile');
    expect(res.body).toContain('data-layout="mobile"');
    expect(rootOf(res.body)).toContain('banner-1-mobile.svg');
  });

  it("renders each site's promotions in its language, with a title, description and canonical address", async () => {
    const res = await get('/discount', { host: 'apsport.localhost' });
    const promotions = await api('/arks/web/promotions', {}, { host: 'apsport.localhost', lang: 'zh_CN' });
    expect(promotions.list.length).toBeGreaterThan(0);
    for (const promotion of promotions.list) expect(text(rootOf(res.body))).toContain(promotion.title);
    expect(res.body).toContain('<html lang="zh-CN"');
    expect(res.body).toMatch(/<title>[^<]+ \| 亚太体育 AP Sport<\/title>/);
    expect(res.body).toContain('<link rel="canonical" href="http://apsport.localhost/discount">');
    expect(res.body).toContain('<link rel="alternate" hreflang="x-default" href="http://apsport.localhost/discount">');
    expect(res.body).toContain('hreflang="zh-CN" href="http://apsport.localhost/discount?lang=zh_CN"');
    expect(res.body).toMatch(/<meta name="description" content="[^"]+">/);

    const first = promotions.list[0];
    const detail = await get(`/discount/${first.id}`, { host: 'apsport.localhost' });
    expect(detail.body).toContain(`<title>${first.title} | 亚太体育 AP Sport</title>`);
    expect(detail.body).toContain(`<meta property="og:title" content="${first.title} | 亚太体育 AP Sport">`);
    expect(detail.body).toMatch(/<meta property="og:image" content="http:\/\/apsport\.localhost\/[^"]+">/);
  });

  it('renders the page in the language its address names, and names itself that way', async () => {
    const res = await get('/faq?lang=vi_VN');
    expect(res.body).toContain('<html lang="vi-VN"');
    expect(res.body).toMatch(/<link rel="canonical" href="http:\/\/localhost(:80)?\/faq\?lang=vi_VN">/);
    const articles = await api('/arks/web/articles', { kind: 'faq' }, { lang: 'vi_VN' });
    for (const article of articles.list) expect(text(rootOf(res.body))).toContain(article.title);
  });

  it('lists the app for after the first paint, except on the register page, which opens on a form', async () => {
    const home = await get('/');
    expect(home.body).not.toMatch(/<script type="module"/);
    expect(home.body).toMatch(/<script type="application\/json" id="app-modules">\["\//);
    const register = await get('/register');
    expect(register.statusCode).toBe(200);
    expect(rootOf(register.body)).not.toContain('class="boot"');
    expect(register.body).toMatch(/<script type="module"[^>]* src="\//);
    expect(register.body).not.toContain('app-modules');
  });

  it('renders the 404 page with its status, and leaves member pages to the app', async () => {
    const missing = await get('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(text(rootOf(missing.body))).toContain('Page not found: /no/such/page');
    // A promotion or article that is not there: its page says so, with the status a crawler reads.
    for (const path of ['/discount/987654', '/faq/987654']) {
      const gone = await get(path);
      expect(gone.statusCode, path).toBe(404);
      expect(rootOf(gone.body), path).not.toContain('class="boot"');
    }
    const member = await get('/user/Info');
    expect(member.statusCode).toBe(200);
    expect(rootOf(member.body)).toContain('class="boot"');
    expect(firstDataOf(member.body).rendered).toBeUndefined();
  });

  it('keeps a rendered page for the next visitor, whatever campaign parameters they bring', async () => {
    await get('/sponsor');
    const before = calls.length;
    const again = await get('/sponsor?utm_source=x&fbclid=y&tk=secret');
    expect(calls.length).toBe(before);
    expect(again.statusCode).toBe(200);
    expect(again.body).not.toContain('secret');
  });

  it('serves the skeleton, not an error, while the versions a kept page is checked against cannot be read', async () => {
    const failing = vi.spyOn(t.app.games.catalogue, 'forSite').mockRejectedValue(new Error('database gone away'));
    try {
      const res = await get('/faq/1');
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body)).toContain('class="boot"');
    } finally {
      failing.mockRestore();
    }
    expect(rootOf((await get('/faq/1')).body)).not.toContain('class="boot"');
  });

  it("is the same page for a signed-in member: no member's data is ever in it", async () => {
    const member = await t.app.identity.memberByAccount(1, 'player001');
    const { token } = await t.app.identity.sessions.start({
      siteId: 1,
      memberId: member!.id,
      memberCurrency: member!.memberCurrency,
      device: { udid: 'rendered-pages' },
    });
    const visitor = await get('/faq');
    const signedIn = await get('/faq', { authorization: `Bearer ${token}`, cookie: `token=${token}` });
    expect(signedIn.body).toBe(visitor.body);
    expect(signedIn.body).not.toContain('player001');
  });

  it("drops the kept page when the owner renames the site: the next visitor's page has the new title", async () => {
    expect((await get('/sponsor', { host: 'apsport.localhost' })).body).not.toContain('AP Sport Renamed');
    const owner = await signedIn(t.app, 'owner');
    const { version } = (await owner.get('/api/admin/site-settings/2')).body;
    const saved = await owner.call('PUT', '/api/admin/site-settings/2', { version, title: 'AP Sport Renamed' });
    expect(saved.status).toBe(200);
    const next = await get('/sponsor', { host: 'apsport.localhost' });
    expect(next.body).toMatch(/<title>[^<]* \| AP Sport Renamed<\/title>/);
  });

  it('drops the kept page when an operator publishes a banner: the next visitor sees it', async () => {
    const first = await get('/');
    expect(first.body).not.toContain('Rendered fresh banner');
    const operator = await ContentConsole.signIn(t.app);
    const created = await operator.create({
      kind: 'banner',
      sort: -100,
      data: {
        use_type: 0,
        photo: '/content-img/v1/banner-2-desktop.svg',
        title: 'Rendered fresh banner',
        link_type: 1,
        link_url: '/faq',
      },
    });
    const next = await get('/');
    expect(rootOf(next.body)).toContain('alt="Rendered fresh banner"');
    await operator.remove(created.id);
    expect(rootOf((await get('/')).body)).not.toContain('Rendered fresh banner');
  });
});

describe('a page render cut short', () => {
  let t: TestApp;
  beforeAll(async () => {
    // One member API call a minute per address: a visitor's own page calls run out at once.
    t = await createTestApp('pglite', { WEB_DIST: inject('webRendererDist'), RATE_LIMIT_PER_MINUTE: '1' });
  });
  afterAll(() => t.close());

  it("is not limited by the visitor's API allowance: the page is whole for everyone", async () => {
    const address = '10.0.0.7';
    await t.app.inject({ method: 'POST', url: '/api/arks/web/footer', payload: {}, remoteAddress: address });
    const res = await t.app.inject({ method: 'GET', url: '/discount', remoteAddress: address });
    expect(res.statusCode).toBe(200);
    const promotions = (await post(t.app, '/api/arks/web/promotions', {})).body;
    expect(promotions.code).toBe(100);
    expect(text(rootOf(res.body))).toContain(promotions.data.list[0].title);
  });
});
