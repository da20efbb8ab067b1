import { afterAll, beforeAll, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { RealtimeMessage } from '@playdeck/contract';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { ContentConsole } from '../../test/content-helpers.js';
import { bearer, IDENTITY_TEST_CONFIG, login } from '../../test/identity-helpers.js';

describeEachDb('content calls', (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  /** The signed-in content operator: every write goes through the admin API. */
  let operator: ContentConsole;
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
    auth = bearer((await login(t.app, { account: 'demo001' })).body.data.token);
    operator = await ContentConsole.signIn(t.app);
  }, 120_000);
  afterAll(() => t.close());

  it('lists the seeded banners per use_type, with link rules and served pictures of the right size', async () => {
    const desktop = await post(t.app, '/api/arks/web/carousel_picture', { use_type: 0 });
    expect(desktop.body.code).toBe(100);
    const list = desktop.body.data.web_carousel_picture_list as {
      url: string;
      link_type: number;
      link_url: string;
      game_link_parameter: { currency: string; gp_id: string } | null;
    }[];
    expect(list.map((b) => b.link_type)).toEqual([1, 2, 0, 1]);
    expect(list[0]!.link_url).toMatch(/^\/discount\/\d+$/);
    expect(list[1]!.game_link_parameter).toMatchObject({ currency: 'USD', gp_id: 'GP01', gt_id: 2 });
    expect(list[2]!.link_url).toMatch(/^https:\/\//);
    const mobile = await post(t.app, '/api/arks/web/carousel_picture', { use_type: 2 });
    expect(mobile.body.data.web_carousel_picture_list[0].url).toContain('-mobile.svg');
    const picture = await t.app.inject({ method: 'GET', url: list[0]!.url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toContain('immutable');
    expect(picture.body).toContain('viewBox="0 0 1920 520"');
    const mobilePicture = await t.app.inject({ method: 'GET', url: mobile.body.data.web_carousel_picture_list[0].url });
    expect(mobilePicture.body).toContain('viewBox="0 0 750 360"');
    expect((await t.app.inject({ method: 'GET', url: '/content-img/v1/nothing.svg' })).statusCode).toBe(404);
    const bad = await post(t.app, '/api/arks/web/carousel_picture', { use_type: 7 });
    expect(bad.status).toBe(400);
  });

  it('sorts marquee announcements and marks which show before and after login', async () => {
    const asc = await post(t.app, '/api/arks/web/announcement/marquee', { sort_field: 'sort', sort_order: 'asc' });
    const items = asc.body.data.web_announcement_list as { sort: number; display_before_login: number }[];
    expect(items.map((a) => a.sort)).toEqual([1, 2, 3]);
    expect(items.map((a) => a.display_before_login)).toEqual([1, 1, 0]);
    const desc = await post(t.app, '/api/arks/web/announcement/marquee', { sort_field: 'sort', sort_order: 'desc' });
    expect(desc.body.data.web_announcement_list.map((a: { sort: number }) => a.sort)).toEqual([3, 2, 1]);
    const bad = await post(t.app, '/api/arks/web/announcement/marquee', { sort_field: 'id; drop table' });
    expect(bad.status).toBe(400);
  });

  it("answers in the visitor's language when the operator wrote in it, else in the one for all languages", async () => {
    const english = await post(t.app, '/api/arks/web/announcement/marquee', {}, { lang: 'en_US' });
    const chinese = await post(t.app, '/api/arks/web/announcement/marquee', {}, { lang: 'zh_CN' });
    const texts = (r: typeof english) => r.body.data.web_announcement_list.map((a: { content: string }) => a.content);
    expect(texts(english)[0]).toMatch(/^Welcome to Suncity/);
    expect(texts(chinese)).toHaveLength(3);
    expect(texts(chinese).join(' ')).not.toMatch(/Welcome/);
    expect(texts(chinese)[0]).toContain('欢迎来到 Suncity');
    // No Thai content was written: a th_TH page gets the entries for every language.
    const thai = await post(t.app, '/api/arks/web/announcement/marquee', {}, { lang: 'th_TH' });
    expect(texts(thai)).toEqual(texts(english));
    const zhPopup = await post(
      t.app,
      '/api/arks/web/bulletin',
      { display_device: 2, display_location: 3 },
      { lang: 'zh_CN' },
    );
    expect(zhPopup.body.data.list.map((b: { display_content: string }) => b.display_content)).toEqual(['存款提示']);
  });

  it('gives pop-up bulletins by device and location; a member hides them until they change', async () => {
    const body = { display_device: 1, display_location: 2 };
    const visitor = await post(t.app, '/api/arks/web/bulletin', body);
    expect(visitor.body.data.list.map((b: { display_content: string }) => b.display_content)).toEqual([
      'Welcome bonus 100%',
      'Friday free spins',
    ]);
    expect(visitor.body.data.setting.display_frequency).toBe(1);
    const deposit = await post(t.app, '/api/arks/web/bulletin', { display_device: 2, display_location: 3 });
    expect(deposit.body.data.list).toHaveLength(1);

    expect((await post(t.app, '/api/arks/web/bulletin/member', body)).status).toBe(401);
    const member = await post(t.app, '/api/arks/web/bulletin/member', body, auth);
    expect(member.body.data.list).toHaveLength(2);
    expect((await post(t.app, '/api/arks/web/bulletin/member/hide', body, auth)).body.code).toBe(100);
    expect((await post(t.app, '/api/arks/web/bulletin/member', body, auth)).body.data.list).toHaveLength(0);
    // Hidden on desktop only; the mobile pop-up and the history still have them.
    const onMobile = await post(t.app, '/api/arks/web/bulletin/member', { ...body, display_device: 2 }, auth);
    expect(onMobile.body.data.list).toHaveLength(2);
    const history = await post(t.app, '/api/arks/web/bulletin/history', body);
    expect(history.body.data.list.length).toBeGreaterThanOrEqual(2);

    // A new bulletin after the hide shows again; desktop-only ones never reach mobile.
    await new Promise((r) => setTimeout(r, 5));
    const created = await operator.send({
      kind: 'bulletin',
      device: 1,
      data: { display_content: 'Weekend reload', content: '<p>Reload 50%</p>', location: 2 },
    });
    expect(created.status).toBe(201);
    const again = await post(t.app, '/api/arks/web/bulletin/member', body, auth);
    expect(again.body.data.list.map((b: { display_content: string }) => b.display_content)).toEqual(['Weekend reload']);
    const mobileVisitor = await post(t.app, '/api/arks/web/bulletin', { display_device: 2, display_location: 2 });
    expect(JSON.stringify(mobileVisitor.body.data)).not.toContain('Weekend reload');
    await operator.remove(created.body.id);
  });

  it('removes script, event handlers and javascript: URLs from authored HTML when it is written', async () => {
    const created = await operator.send({
      kind: 'article',
      data: {
        article_kind: 'faq',
        title: '<b>Safe</b> title<script>alert(1)</script>',
        content:
          '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><a href="https://ok.example/">ok</a></p>',
      },
    });
    const id = created.body.id as number;
    const read = await post(t.app, '/api/arks/web/articles/detail', { kind: 'faq', id });
    const { title, content } = read.body.data.detail as { title: string; content: string };
    expect(title).toBe('Safe title');
    expect(content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(content).toContain('href="https://ok.example/"');
    expect(content).toContain('rel="noopener noreferrer"');
    // An article of another kind, or an unknown id, is not found.
    expect((await post(t.app, '/api/arks/web/articles/detail', { kind: 'main', id })).status).toBe(404);
    const missing = await post(t.app, '/api/arks/web/articles/detail', { kind: 'faq', id: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(404);
  });

  it('stores an operator text field as text, tags gone but "a > b" and "&" kept, and serves it so', async () => {
    const created = await operator.send({
      kind: 'promotion',
      data: { title: 'Win > 5 & more <b>now</b>', photo: '/content-img/v1/banner-1-desktop.svg', content: '<p>x</p>' },
    });
    const id = created.body.id as number;
    const stored = await operator.client.get(`/api/admin/content/${id}`);
    expect(stored.body.data.title).toBe('Win > 5 & more now');
    const detail = await post(t.app, '/api/arks/web/promotions/detail', { id });
    expect(detail.body.data.detail.title).toBe('Win > 5 & more now');
    const list = await post(t.app, '/api/arks/web/promotions', {});
    expect(list.body.data.list.find((p: { id: number }) => p.id === id).title).toBe('Win > 5 & more now');
    await operator.remove(id);
  });

  it('refuses a NUL or a lone surrogate in operator content with a 400 naming the field', async () => {
    for (const title of ['Win\u0000', 'Win \ud800']) {
      const res = await operator.send({ kind: 'article', data: { article_kind: 'faq', title, content: '<p>x</p>' } });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('data.title');
    }
  });

  it('refuses banners whose external link is not http(s), and other malformed content, changing nothing', async () => {
    const before = await post(t.app, '/api/arks/web/carousel_picture', { use_type: 0 });
    const attempts = [
      { link_type: 0, link_url: 'javascript:alert(1)' },
      { link_type: 0, link_url: 'data:text/html,<script>1</script>' },
      { link_type: 1, link_url: '//evil.example/x' },
      { link_type: 2 },
    ];
    for (const link of attempts) {
      const res = await operator.send({
        kind: 'banner',
        data: { use_type: 0, photo: '/content-img/v1/banner-1-desktop.svg', ...link },
      });
      expect(res.status).toBe(400);
    }
    expect((await operator.send({ kind: 'nonsense', data: {} })).status).toBe(400);
    expect((await operator.send({ kind: 'announcement', data: { content: 'x'.repeat(10_000) } })).status).toBe(400);
    expect((await operator.send({ kind: 'footer', data: { title: 'x', url: '/elsewhere' } })).status).toBe(400);
    const after = await post(t.app, '/api/arks/web/carousel_picture', { use_type: 0 });
    expect(after.body.data).toEqual(before.body.data);
  });

  it('serves footers, float, template content, register background and template config', async () => {
    const footer = (await post(t.app, '/api/arks/web/footer', {})).body.data.list as { url: string; group: string }[];
    expect(footer.some((f) => /^\/main\/\d+$/.test(f.url))).toBe(true);
    expect(footer.some((f) => /^https:\/\//.test(f.url))).toBe(true);
    const mobileFooter = await post(t.app, '/api/arks/web/web-mobile-footer', { template: 'H5_1' });
    expect(mobileFooter.body.data.list.map((i: { tab: string }) => i.tab)).toEqual([
      'home',
      'discount',
      'deposit',
      'letter',
      'customerService',
    ]);
    expect((await post(t.app, '/api/arks/web/float', {})).body.data.list).toHaveLength(3);
    const ads = await post(t.app, '/api/web/model_setting', { model_version: 'suncity', language: 'en_US' });
    expect(ads.body.data.list).toHaveLength(3);
    const noAds = await post(t.app, '/api/web/model_setting', { model_version: 'unknown_tpl' });
    expect(noAds.body.data.list).toHaveLength(0);
    const sponsors = await post(t.app, '/api/web/model_sponsor', { model_version: 'H5_1' });
    expect(sponsors.body.data.list[0].name).toBe('Harbour City FC');
    const loginPage = await post(t.app, '/api/web/model_login', { model_version: 'suncity' });
    expect(loginPage.body.data).toMatchObject({ title: 'Welcome back to Suncity' });
    expect(loginPage.body.data.list).toHaveLength(2);
    const bg = await post(t.app, '/api/arks/web/model/register-background/detail', { template: 'H5_1' });
    expect(bg.body.data.detail.photo).toContain('register-h5-1');
    const fallback = await post(t.app, '/api/arks/web/model/register-background/detail', { template: 'H5_7' });
    expect(fallback.body.data.detail.photo).toBe('/content-img/v1/register-default.svg');
    const config = await post(t.app, '/api/template_config', { mobileTemplateName: 'H5_1' });
    expect(config.body.code).toBe(1000);
    expect(config.body.data).toMatchObject({ h5: 'H5_1', banner_interval: 5 });
    const h5Default = await post(t.app, '/api/template_config', { mobileTemplateName: 'H5_6' });
    expect(h5Default.body.data.home_sections[0]).toBe('banner');
    expect((await post(t.app, '/api/template_config', { mobileTemplateName: 'nope' })).status).toBe(404);
  });

  it('lists promotions by category and articles by kind; each page opens by id', async () => {
    const all = (await post(t.app, '/api/arks/web/promotions', {})).body.data.list as {
      id: number;
      category: string;
    }[];
    expect(all).toHaveLength(5);
    const slots = await post(t.app, '/api/arks/web/promotions', { category: 'slot' });
    expect(slots.body.data.list.map((p: { category: string }) => p.category)).toEqual(['slot']);
    const detail = await post(t.app, '/api/arks/web/promotions/detail', { id: all[0]!.id });
    expect(detail.body.data.detail.content).toContain('<table>');
    expect((await post(t.app, '/api/arks/web/promotions/detail', { id: 'abc' })).status).toBe(400);
    expect((await post(t.app, '/api/arks/web/promotions/detail', { id: 123_456 })).status).toBe(404);
    const faq = (await post(t.app, '/api/arks/web/articles', { kind: 'faq' })).body.data.list;
    expect(faq.length).toBeGreaterThanOrEqual(5);
    const main = (await post(t.app, '/api/arks/web/articles', { kind: 'main' })).body.data.list;
    expect(main[0].title).toBe('About us');
  });

  it('publishes carousel_picture.url on web_api.{currency} when a banner changes, and the next read has it', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const socket: Socket = connect(`http://127.0.0.1:${address.port}`, { transports: ['websocket'], forceNew: true });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve()).once('connect_error', reject);
      });
      await socket.timeout(5_000).emitWithAck('subscribe', { channel: 'web_api.USD' });
      const pushed = new Promise<RealtimeMessage>((resolve) => socket.once('message', resolve));
      const created = await operator.send({
        kind: 'banner',
        sort: -1,
        data: {
          use_type: 0,
          photo: '/content-img/v1/banner-2-desktop.svg',
          title: 'Fresh',
          link_type: 1,
          link_url: '/faq',
        },
      });
      expect(await pushed).toMatchObject({ channel: 'web_api.USD', event: 'carousel_picture.url' });
      const list = await post(t.app, '/api/arks/web/carousel_picture', { use_type: 0 });
      expect(list.body.data.web_carousel_picture_list[0]).toMatchObject({ id: created.body.id, title: 'Fresh' });
      const removed = await operator.remove(created.body.id);
      expect(removed.status).toBe(200);
      const after = await post(t.app, '/api/arks/web/carousel_picture', { use_type: 0 });
      expect(after.body.data.web_carousel_picture_list.map((b: { title: string }) => b.title)).not.toContain('Fresh');
    } finally {
      socket.disconnect();
    }
  });
});
