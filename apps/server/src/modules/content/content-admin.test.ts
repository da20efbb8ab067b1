import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONTENT_KINDS } from '@playdeck/contract/admin';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';
import { ContentConsole, kindSamples, memberAsk, siteOneContentConsole } from '../../test/content-helpers.js';

const list = (client: AdminClient, filter: object, extra = '') =>
  client.get(`/api/admin/content?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`);
const hour = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

describeEachDb('content admin: roles, sites, every kind, windows, versions, audit', (kind) => {
  let t: TestApp;
  let content: ContentConsole;
  let owner: AdminClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    content = await ContentConsole.signIn(t.app);
    owner = await signedIn(t.app, 'owner');
  }, 120_000);
  afterAll(() => t.close());

  it('lets the content and owner roles list and write content; finance and support get 403', async () => {
    const page = await content.client.get('/api/admin/content?range=[0,9]&sort=["id","ASC"]');
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(10);
    expect(page.headers['content-range']).toMatch(/^content 0-9\/\d+$/);
    const created = await content.create({ kind: 'announcement', data: { content: 'by content' } });
    expect(created).toMatchObject({ site_id: 1, kind: 'announcement', locale: null, version: 0, status: 'live' });
    const byOwner = await owner.call('PUT', `/api/admin/content/${created.id}`, { version: 0, sort: 9 });
    expect(byOwner.status).toBe(200);
    for (const role of ['finance', 'support']) {
      const other = await signedIn(t.app, role);
      expect((await other.get('/api/admin/content')).status).toBe(403);
      expect((await other.get(`/api/admin/content/${created.id}`)).status).toBe(403);
      const write = await other.call('POST', '/api/admin/content', { site_id: 1, kind: 'announcement', data: {} });
      expect(write.body.code).toBe('forbidden');
      expect((await other.call('DELETE', `/api/admin/content/${created.id}`)).status).toBe(403);
    }
    expect((await content.remove(created.id)).status).toBe(200);
    expect((await content.client.get(`/api/admin/content/${created.id}`)).status).toBe(404);
  });

  it("never reaches another site's content: its rows are not found, naming the site is refused", async () => {
    const siteTwo = await content.create({
      site_id: 2,
      kind: 'announcement',
      locale: 'zh_CN',
      data: { content: 's2' },
    });
    const siteOne = await siteOneContentConsole(t.app);
    const c = siteOne.client;
    expect((await c.get(`/api/admin/content/${siteTwo.id}`)).status).toBe(404);
    expect((await c.call('PUT', `/api/admin/content/${siteTwo.id}`, { version: 0, sort: 1 })).status).toBe(404);
    expect((await c.call('DELETE', `/api/admin/content/${siteTwo.id}`)).status).toBe(404);
    expect((await c.call('POST', `/api/admin/content/${siteTwo.id}/copy`, { locale: 'en_US' })).status).toBe(404);
    expect((await siteOne.send({ site_id: 2, kind: 'announcement', data: { content: 'x' } })).status).toBe(404);
    expect((await list(c, { site_id: 2 })).status).toBe(403);
    const mine = await list(c, { kind: 'announcement' }, '&range=[0,499]');
    expect(mine.body.every((r: { site_id: number }) => r.site_id === 1)).toBe(true);
    expect((await content.client.get(`/api/admin/content/${siteTwo.id}`)).body.version).toBe(0);
  });

  it('creates every kind through the API, and the member site shows each in its language only', async () => {
    const samples = kindSamples('vi');
    const vi = memberAsk(t.app, { lang: 'vi_VN' });
    const en = memberAsk(t.app, { lang: 'en_US' });
    for (const k of CONTENT_KINDS) {
      const sample = samples[k];
      expect(await sample.read(vi), k).not.toContain(sample.shows);
      await content.create({ kind: k, locale: 'vi_VN', sort: -1, ...sample.entry });
      expect(await sample.read(vi), k).toContain(sample.shows);
      expect(await sample.read(en), k).not.toContain(sample.shows);
    }
    const zh = memberAsk(t.app, { host: 'apsport.localhost', lang: 'zh_CN' });
    const promo = await content.create({
      site_id: 2,
      kind: 'promotion',
      locale: 'zh_CN',
      sort: -1,
      ...kindSamples('zh').promotion.entry,
    });
    expect(await kindSamples('zh').promotion.read(zh)).toContain('zh-promotion');
    expect(await kindSamples('zh').promotion.read(memberAsk(t.app, { lang: 'zh_CN' }))).not.toContain('zh-promotion');
    expect(promo.locale).toBe('zh_CN');
  });

  it('keeps an entry off the member site outside its publish window, and says where it stands', async () => {
    const en = memberAsk(t.app, { lang: 'en_US' });
    const marquee = async () =>
      (
        (await en('/api/arks/web/announcement/marquee')).data as { web_announcement_list: { content: string }[] }
      ).web_announcement_list.map((a) => a.content);
    const later = await content.create({ kind: 'announcement', starts_at: at(hour), data: { content: 'window test' } });
    expect(later.status).toBe('scheduled');
    expect(await marquee()).not.toContain('window test');
    const scheduled = await list(content.client, { status: 'scheduled', q: 'window test' });
    expect(scheduled.body.map((r: { id: number }) => r.id)).toEqual([later.id]);
    const started = await content.update(later.id, { starts_at: at(-hour) });
    expect(started.status).toBe('live');
    expect(await marquee()).toContain('window test');
    const ended = await content.update(later.id, { ends_at: at(-1_000) });
    expect(ended.status).toBe('ended');
    expect(await marquee()).not.toContain('window test');
    expect((await list(content.client, { status: 'ended', q: 'window' })).body).toHaveLength(1);
    const backwards = await content.client.call('PUT', `/api/admin/content/${later.id}`, {
      version: ended.version,
      starts_at: at(2 * hour),
    });
    expect([backwards.status, backwards.body.field]).toEqual([400, 'ends_at']);
    const off = await content.update(later.id, { ends_at: null, active: false });
    expect(off.status).toBe('inactive');
    expect(await marquee()).not.toContain('window test');
  });

  it('refuses javascript: and data: links, and cleans authored HTML, changing nothing on a refusal', async () => {
    const before = (await list(content.client, {})).headers['content-range'];
    const photo = '/content-img/v1/banner-1-desktop.svg';
    for (const data of [
      { use_type: 0, photo, link_type: 0, link_url: 'javascript:alert(1)' },
      { use_type: 0, photo, link_type: 0, link_url: 'data:text/html,<script>1</script>' },
      { use_type: 0, photo, link_type: 1, link_url: '//evil.example/x' },
      { use_type: 0, photo: 'javascript:alert(1)', link_type: 1, link_url: '/faq' },
    ]) {
      const res = await content.send({ kind: 'banner', data });
      expect(res.status, JSON.stringify(data)).toBe(400);
      expect(res.body.field).toMatch(/^data\.(link_url|photo)$/);
    }
    const float = await content.send({ kind: 'float', data: { title: 'x', icon: photo, url: 'data:text/html,x' } });
    expect([float.status, float.body.field]).toEqual([400, 'data.url']);
    expect((await list(content.client, {})).headers['content-range']).toBe(before);

    const article = await content.create({
      kind: 'article',
      data: {
        article_kind: 'faq',
        title: '<b>Safe</b> title<script>alert(1)</script>',
        content:
          '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://ok.example/">ok</a></p>',
      },
    });
    expect(article.data.title).toBe('Safe title');
    expect(article.data.content).not.toMatch(/script|onclick|javascript:/i);
    expect(article.data.content).toContain('href="https://ok.example/"');
  });

  it('lets exactly one of many concurrent edits at the same version win; the others get 409', async () => {
    const row = await content.create({ kind: 'announcement', data: { content: 'race' } });
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        content.client.call('PUT', `/api/admin/content/${row.id}`, { version: 0, data: { content: `race ${i}` } }),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(replies.find((r) => r.status === 409)!.body).toMatchObject({ code: 'conflict', field: 'version' });
    const winner = replies.find((r) => r.status === 200)!.body;
    const now = (await content.client.get(`/api/admin/content/${row.id}`)).body;
    expect(now).toMatchObject({ version: 1, data: winner.data });
    const stale = await content.client.call('DELETE', `/api/admin/content/${row.id}`);
    expect(stale.status).toBe(200);
  });

  it('copies an entry into another language to translate, switched off; checks the locale and version', async () => {
    const source = await content.create({ kind: 'promotion', ...kindSamples('copy').promotion.entry });
    const copy = await content.client.call('POST', `/api/admin/content/${source.id}/copy`, {
      locale: 'ko_KR',
      version: 0,
    });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      kind: 'promotion',
      locale: 'ko_KR',
      active: false,
      version: 0,
      data: source.data,
    });
    expect(copy.body.id).not.toBe(source.id);
    const stale = await content.client.call('POST', `/api/admin/content/${source.id}/copy`, {
      locale: 'ja_JP',
      version: 3,
    });
    expect(stale.status).toBe(409);
    const siteTwo = await content.create({ site_id: 2, kind: 'announcement', data: { content: 'x' } });
    const notThere = await content.client.call('POST', `/api/admin/content/${siteTwo.id}/copy`, { locale: 'vi_VN' });
    expect([notThere.status, notThere.body.field]).toEqual([400, 'locale']);
    expect(
      (await content.send({ site_id: 2, kind: 'announcement', locale: 'vi_VN', data: { content: 'x' } })).body.field,
    ).toBe('locale');
    expect((await content.send({ kind: 'ad', template: 'apsport', data: { photo: '/a.png' } })).body.field).toBe(
      'template',
    );
    const kindChange = await content.client.call('PUT', `/api/admin/content/${source.id}`, {
      version: 0,
      kind: 'banner',
    });
    expect([kindChange.status, kindChange.body.field]).toEqual([400, 'kind']);
  });

  it('writes an audit entry for each write, with what the entry was and became', async () => {
    const row = await content.create({ kind: 'footer', data: { title: 'Audited', url: 'https://example.com/' } });
    await content.update(row.id, { data: { title: 'Audited 2', url: 'https://example.com/' } });
    await content.client.call('POST', `/api/admin/content/${row.id}/copy`, { locale: 'vi_VN' });
    await content.remove(row.id);
    const trail = await owner.get(
      `/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ target_type: 'content', target_id: String(row.id) }))}&sort=["id","ASC"]`,
    );
    const actions = trail.body.map((a: { action: string }) => a.action);
    expect(actions).toEqual(['content.create', 'content.update', 'content.delete']);
    const update = trail.body[1];
    expect(update).toMatchObject({ operator_username: 'content', role: 'content', site_id: 1 });
    expect(update.before).toMatchObject({ kind: 'footer', version: 0, data: { title: 'Audited' } });
    expect(update.after).toMatchObject({ version: 1, data: { title: 'Audited 2' } });
    const copies = await owner.get(
      `/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ action: 'content.copy' }))}`,
    );
    expect(copies.body.some((a: { before: { data: { title: string } } }) => a.before.data.title === 'Audited 2')).toBe(
      true,
    );
  });
});
