import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { bearer, IDENTITY_TEST_CONFIG, login } from '../../test/identity-helpers.js';

describeEachDb('test-only operator routes', (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...IDENTITY_TEST_CONFIG, TEST_OPERATOR_ROUTES: 'true' });
    auth = bearer((await login(t.app, { account: 'demo001' })).body.data.token);
  }, 120_000);
  afterAll(() => t.close());

  it('sends a letter, starts a red envelope and opens a roulette for a member', async () => {
    const sent = await post(t.app, '/api/test/operator/letters', { account: 'demo001', title: 'Hello', content: 'Hi' });
    expect(sent.body.data.sent).toBe(1);
    const inbox = await post(t.app, '/api/arks/web/member/letter', { page: 1, count: 50 }, auth);
    expect(JSON.stringify(inbox.body.data)).toContain('Hello');

    await post(t.app, '/api/test/operator/red-envelopes', {
      currency: 'USD',
      start_in_ms: 0,
      duration_ms: 60_000,
      amount: 500,
    });
    const live = await post(t.app, '/api/arks/web/activity/red_envelope_promotion', {}, auth);
    expect(live.body.data.envelope.title).toBe('Lucky drop');

    await post(t.app, '/api/test/operator/roulette', { account: 'demo001', draws: 2, cash: 300 });
    const wheel = await post(t.app, '/api/arks/web/activity/roulette', {}, auth);
    expect(wheel.body.data.detail.remaining_draws).toBe(2);
  });

  it('is not there unless switched on', async () => {
    const plain = await createTestApp(kind);
    try {
      const res = await post(plain.app, '/api/test/operator/letters', { account: 'demo001', title: 'x', content: 'y' });
      expect(res.status).toBe(404);
    } finally {
      await plain.close();
    }
  }, 120_000);
});
