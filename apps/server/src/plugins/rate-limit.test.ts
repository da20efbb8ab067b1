import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, post } from '../test/harness.js';
import type { TestApp } from '../test/harness.js';

describeEachDb('rate limit', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(() => t.close());

  it('answers a client over its limit with a 429 envelope, per client address', async () => {
    // Sequential on purpose: the plugin's in-memory store hands every request of one tick the same
    // counter object, so a same-tick burst is limited as a whole (it errs towards refusing).
    const replies = [];
    for (let i = 0; i < 8; i++) replies.push(await post(t.app, '/api/arks/web/logos', {}));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(5);
    const limited = replies.filter((r) => r.status === 429);
    expect(limited).toHaveLength(3);
    expect(limited[0]!.body.code).toBe(429);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/arks/web/logos',
      remoteAddress: '10.9.9.9',
      payload: {},
    });
    expect(other.statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/faq' });
    expect(page.statusCode).toBe(200);
  });
});
