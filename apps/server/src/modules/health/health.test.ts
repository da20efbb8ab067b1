import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';

describeEachDb('health', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('reports ok while the database answers, 503 once it does not', async () => {
    const okRes = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(okRes.statusCode).toBe(200);
    expect(okRes.json()).toEqual({ status: 'ok', database: kind });
    await t.app.database.close();
    const down = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(down.statusCode).toBe(503);
    expect(down.json().status).toBe('unavailable');
  });
});
