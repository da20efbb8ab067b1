import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { createTestApp, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import { bearer, IDENTITY_TEST_CONFIG, login } from '../../test/identity-helpers.js';
import { register, vndBody } from '../../test/registration-helpers.js';
import { SITE_CHECK_MS } from './directory.js';

const SLOT = { gp_id: 'GP01', game_type: 2, game_code: 'slot-fortune-fruits', device: 1 as const };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Two server nodes on one PostgreSQL database (PGlite is one process's own): an owner's change made
// through node A is answered by node B once B's copy is due for its version check (SITE_CHECK_MS).
describe.runIf(process.env.DATABASE_URL)('site settings across nodes (PostgreSQL)', () => {
  let a: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await createTestApp('postgres', IDENTITY_TEST_CONFIG);
    b = await buildApp(
      testConfig({
        ...IDENTITY_TEST_CONFIG,
        DATA_DIR: 'memory://',
        WEB_DIST: '/nonexistent-web-dist',
        SEED_DEMO: 'true',
        DATABASE_URL: a.app.config.DATABASE_URL!,
      }),
    );
    await b.ready();
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('games closed, a customer-service link and a blocked address made on A hold on B', async () => {
    const owner = await signedIn(a.app, 'owner');
    const auth = bearer((await login(b, { account: 'demo001' })).body.data.token);
    const detailOnB = async () => (await post(b, '/api/arks/web/site/detail', { site_id: 1 })).body.data.detail;
    // B's copy is warm and current before the change.
    expect((await detailOnB()).env_config.customerUrl.en_US).not.toBe('https://chat.suncity.example/en');
    const { version } = (await owner.get('/api/admin/site-settings/1')).body;
    const saved = await owner.call('PUT', '/api/admin/site-settings/1', {
      version,
      games_closed: true,
      customer_urls: { en_US: 'https://chat.suncity.example/en' },
      blocked_ips: ['10.66.0.0/16'],
    });
    expect(saved.status).toBe(200);
    // A answers with the change at once; B once its copy is due for a check.
    expect((await post(a.app, '/api/member/game/play1', SLOT, auth)).body.code).toBe(205);
    await wait(SITE_CHECK_MS + 100);
    expect((await detailOnB()).env_config.customerUrl).toEqual({ en_US: 'https://chat.suncity.example/en' });
    expect((await post(b, '/api/member/game/play1', SLOT, auth)).body.code).toBe(205);
    expect((await register(b, vndBody(), '10.66.1.2')).body.code).toBe(218);
    const { version: v2 } = saved.body;
    await owner.call('PUT', '/api/admin/site-settings/1', { version: v2, games_closed: false, blocked_ips: [] });
    await wait(SITE_CHECK_MS + 100);
    expect((await post(b, '/api/member/game/play1', SLOT, auth)).body.code).not.toBe(205);
    expect((await register(b, vndBody(), '10.66.1.3')).body.code).toBe(100);
  });
});
