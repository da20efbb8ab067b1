import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, CALL_PATHS } from '@playdeck/contract';
import { createTestApp } from '../test/harness.js';
import type { TestApp } from '../test/harness.js';

interface Operation {
  requestBody?: { content: { 'application/json': { schema: { properties?: Record<string, unknown> } } } };
  parameters?: { name: string; in: string }[];
  security?: unknown[];
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('member API document', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    // The test-only calls are /api calls too, while they exist.
    t = await createTestApp('pglite', { PROGRAMME_JOBS_RUNNABLE: 'true', SMS_OUTBOX_READABLE: 'true' });
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  const has = (method: string, url: string) =>
    Boolean(doc.paths[url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[method.toLowerCase()]);

  it('is OpenAPI 3.1 and lists every member call the server serves under /api, none of /api/admin', () => {
    expect(doc.openapi).toBe('3.1.0');
    const served = servedRoutes(t.app)
      .filter(({ url, method }) => url.startsWith('/api/') && !url.startsWith('/api/admin') && method !== 'HEAD')
      .filter(({ url }) => !url.startsWith('/api/docs') && url !== '/api/openapi.json');
    expect(served.length).toBeGreaterThan(80);
    for (const { method, url } of served) expect(has(method, url), `${method} ${url}`).toBe(true);
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/admin'))).toEqual([]);
  });

  it("has every call of the contract's catalogue, with its request schema's fields", () => {
    for (const spec of Object.values(calls)) expect(has(spec.method, `/api${spec.path}`), spec.path).toBe(true);
    const login = doc.paths[`/api${CALL_PATHS.login}`]!.post!;
    expect(Object.keys(login.requestBody!.content['application/json'].schema.properties!)).toEqual(
      expect.arrayContaining(['account', 'password', 'captcha_token']),
    );
    expect(login.security).toBeUndefined();
    expect(doc.paths[`/api${CALL_PATHS.memberProfile}`]!.post!.security).toEqual([{ member: [] }]);
  });

  it('is browsable at /api/docs', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/api/docs/init.js');
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/init.js' });
    expect(init.body).toContain("url: '/api/openapi.json'");
    const bundle = await t.app.inject({ method: 'GET', url: '/api/admin/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });
});

/** Every route the app serves, read from Fastify's route tree (each line a path segment under its parent). */
function servedRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const stack: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const url = (stack[depth - 1] ?? '') + m[2]!;
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of m[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}
