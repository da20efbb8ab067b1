import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';

describeEachDb('site calls', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers site detail for the host, in the envelope, with env_config', async () => {
    const res = await post(t.app, '/api/arks/web/site/detail', {}, { host: 'localhost:3000' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(100);
    const d = res.body.data.detail;
    expect(d.site_id).toBe(1);
    expect(d.template_name).toBe('suncity');
    expect(d.default_currency).toBe(d.currencies[0]);
    expect(d.env_config.customerUrl.en_US).toMatch(/^https:\/\//);
    expect(d.env_config.AGENT_BIND_FAST_PAYMENT_FLAG).toBe(1);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('resolves the second site from its own host, and from site_id in the body', async () => {
    const byHost = await post(t.app, '/api/arks/web/site/detail', {}, { host: 'apsport.localhost:3000' });
    expect(byHost.body.data.detail).toMatchObject({ site_id: 2, template_name: 'apsport', default_currency: 'RMB' });
    const byBody = await post(t.app, '/api/arks/web/site/detail', { site_id: 2 }, { host: 'localhost' });
    expect(byBody.body.data.detail.site_id).toBe(2);
    const unknownHost = await post(t.app, '/api/arks/web/site/detail', {}, { host: 'nowhere.example' });
    expect(unknownHost.body.data.detail.site_id).toBe(1);
  });

  it('lists logos with photo paths that are served', async () => {
    const res = await post(t.app, '/api/arks/web/logos', { site_id: 1 });
    expect(res.body.code).toBe(100);
    const list = res.body.data.web_logo_list as { photo_path: string }[];
    expect(list.length).toBeGreaterThan(0);
    const img = await t.app.inject({ method: 'GET', url: list[0]!.photo_path });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers an unknown site id with a 404 envelope', async () => {
    const res = await post(t.app, '/api/arks/web/site/detail', { site_id: 999 });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, data: null });
    expect(res.body.message).toContain('site_id');
  });

  it.each([
    ['a wrong type', { site_id: 'abc' }, 'site_id'],
    ['a negative id', { site_id: -1 }, 'site_id'],
    ['a huge string', { site_id: 'x'.repeat(10_000) }, 'site_id'],
    ['an unknown field', { site_id: 1, admin: true }, 'admin'],
    ['an array body', [1, 2], 'body'],
  ])('refuses %s with a 400 envelope naming the field', async (_label, body, field) => {
    const res = await post(t.app, '/api/arks/web/site/detail', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.data.field).toBe(field);
    expect(res.body.message.startsWith(`${field}:`)).toBe(true);
  });

  it('refuses malformed JSON and oversized bodies without a 500', async () => {
    const bad = await post(t.app, '/api/arks/web/logos', '{"site_id": ');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(400);
    const huge = await post(t.app, '/api/arks/web/logos', JSON.stringify({ pad: 'x'.repeat(400_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe(413);
  });

  it('treats an empty POST body as no fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/arks/web/logos',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.json().code).toBe(100);
    const noType = await t.app.inject({ method: 'POST', url: '/api/arks/web/logos' });
    expect(noType.json().code).toBe(100);
  });

  it('answers unknown calls and wrong methods with a 404 envelope', async () => {
    const unknown = await post(t.app, '/api/arks/web/nothing-here', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(404);
    const get = await t.app.inject({ method: 'GET', url: '/api/arks/web/site/detail' });
    expect(get.statusCode).toBe(404);
    expect(get.json().code).toBe(404);
  });

  it('serves 50 concurrent calls consistently', async () => {
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(t.app, '/api/arks/web/site/detail', { site_id: (i % 2) + 1 })),
    );
    for (const [i, r] of replies.entries()) expect(r.body.data.detail.site_id).toBe((i % 2) + 1);
  });
});
