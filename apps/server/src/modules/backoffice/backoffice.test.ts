import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import { securityHeaders } from '../../plugins/security-headers.js';
import { createTestApp } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { mountBackoffice } from './index.js';

const PAGE = '<!doctype html><title>console</title><script type="module" src="/admin/assets/index-abc123.js"></script>';
const SCRIPT = 'export const console = "ready";\n'.repeat(64);

/** A built console in a scratch directory, as `vite build` writes it (with a pre-compressed copy). */
function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'playdeck-console-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'assets/index-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets/index-abc123.js.gz'), gzipSync(SCRIPT));
  return dist;
}

async function consoleApp(distDir: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(securityHeaders, { config: testConfig() });
  await mountBackoffice(app, { distDir });
  // The member site's catch-all, as the pages module has it: /admin/* must not fall through to it.
  app.get('/*', async () => 'member page');
  await app.ready();
  return app;
}

describe('operator console at /admin/', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = fakeBuild();
    app = await consoleApp(dist);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('/admin redirects to /admin/, keeping the query', async () => {
    const res = await app.inject('/admin?lang=zh');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/admin/?lang=zh');
  });

  it.each(['/admin/', '/admin/members', '/admin/members/42/show/ledger', '/admin/security?x=1'])(
    '%s answers the console page, revalidated, under the console CSP',
    async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(PAGE);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|nonce-)/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('hashed assets are cached for good, and sent pre-compressed when the browser takes gzip', async () => {
    const plain = await app.inject('/admin/assets/index-abc123.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await app.inject({ url: '/admin/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('a missing asset is a 404, not the page (a browser must never run HTML as a script)', async () => {
    const res = await app.inject('/admin/assets/index-old999.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<script');
  });

  it('the member site keeps every other path', async () => {
    for (const url of ['/', '/administrator', '/adminx/y']) expect((await app.inject(url)).body).toBe('member page');
  });

  it('a rebuild (new hashed names) is served without a restart', async () => {
    const next = PAGE.replace('abc123', 'def456');
    writeFileSync(join(dist, 'index.html'), next);
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dist, 'index.html'), later, later);
    expect((await app.inject('/admin/')).body).toBe(next);
  });
});

describe('operator console not built', () => {
  it('answers 503 with a plain message on every /admin/ path', async () => {
    const app = await consoleApp(join(tmpdir(), 'playdeck-no-console-build'));
    for (const url of ['/admin/', '/admin/members', '/admin/assets/index-abc123.js']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body).toMatch(/npm run build/);
    }
    await app.close();
  });
});

describe('operator console in the whole server', () => {
  let dist: string;
  let test: TestApp;
  beforeAll(async () => {
    dist = fakeBuild();
    test = await createTestApp('pglite', { BACKOFFICE_DIST: dist });
  });
  afterAll(async () => {
    await test.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the console at /admin/ beside the member site and the admin API', async () => {
    const page = await test.app.inject('/admin/members/7/show');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(PAGE);
    const asset = await test.app.inject('/admin/assets/index-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The admin API is not the console's: an unknown call there stays a JSON 404.
    const api = await test.app.inject('/api/admin/no-such-resource');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });
});
