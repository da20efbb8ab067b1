import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.js';
import type { TestApp } from '../test/harness.js';

/** A production-grade secret (random-looking, not from the repo). */
const SECRET = 'Hk4wQz8rLp2VnX6tYb0cJm3sFd7gEa9u';
const REQUESTS = [
  { method: 'GET', url: '/faq' },
  { method: 'POST', url: '/api/arks/web/logos', payload: {} },
  { method: 'POST', url: '/api/arks/web/no-such-call', payload: {} },
  { method: 'GET', url: '/healthz' },
] as const;

describe('security headers', () => {
  const apps: Record<string, TestApp> = {};
  beforeAll(async () => {
    apps.production = await createTestApp('pglite', {
      NODE_ENV: 'production',
      SERVER_SECRET: SECRET,
      EMBEDDED_SANDBOX_PROVIDER: 'true',
      METRICS_TOKEN: 'Mt7pQ2xR9vK4sW8bN3cF6hJ1',
    });
    apps.development = await createTestApp('pglite');
  });
  afterAll(() => Promise.all(Object.values(apps).map((a) => a.close())));

  it('production: every reply (pages, calls, errors, health) tells browsers to stay on HTTPS', async () => {
    for (const request of REQUESTS) {
      const res = await apps.production!.app.inject(request);
      expect(res.headers['strict-transport-security'], request.url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('development (plain http on a laptop): no HSTS, which would pin localhost to https', async () => {
    for (const request of REQUESTS) {
      const res = await apps.development!.app.inject(request);
      expect(res.headers['strict-transport-security'], request.url).toBeUndefined();
    }
  });
});
