import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDb, post } from '../test/harness.js';
import type { TestApp } from '../test/harness.js';

/** An address no other run has used in the last minute (Redis keeps counts across test runs). */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describeEachDb('rate limit', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_PER_MINUTE: '5', PAGE_RATE_LIMIT_PER_MINUTE: '4' });
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
  });

  it('limits pages and files in a bucket of their own, apart from calls', async () => {
    const remoteAddress = freshAddress();
    const page = () => t.app.inject({ method: 'GET', url: '/faq', remoteAddress });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await page()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    // The same address still has its calls: the buckets are counted apart.
    const call = await t.app.inject({ method: 'POST', url: '/api/arks/web/logos', remoteAddress, payload: {} });
    expect(call.statusCode).toBe(200);
  });
});

// Two nodes behind one balancer share one limit through Redis (CI sets REDIS_URL).
describe.skipIf(!process.env.REDIS_URL)('rate limit across nodes', () => {
  let nodes: TestApp[];
  beforeAll(async () => {
    const config = { RATE_LIMIT_PER_MINUTE: '6', REDIS_URL: process.env.REDIS_URL as string };
    nodes = await Promise.all([createTestApp('pglite', config), createTestApp('pglite', config)]);
  });
  afterAll(() => Promise.all(nodes.map((n) => n.close())));

  it('counts a client once over two nodes: 6 calls in all, not 6 per node', async () => {
    const remoteAddress = freshAddress();
    const statuses = [];
    for (let i = 0; i < 10; i++) {
      const node = nodes[i % 2]!.app;
      statuses.push(
        (await node.inject({ method: 'POST', url: '/api/arks/web/logos', remoteAddress, payload: {} })).statusCode,
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(6);
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429]);
  });
});
