import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { IDENTITY_TEST_CONFIG, login } from '../../test/identity-helpers.js';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';

const scrape = async (t: TestApp, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
  return { status: res.statusCode, type: res.headers['content-type'], text: res.body };
};

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
const sample = (text: string, line: string): number | undefined => {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
};

describeEachDb('metrics', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
  });
  afterAll(() => t.close());

  it('serves Prometheus text with the process defaults, per route pattern, never the raw URL', async () => {
    await post(t.app, '/api/arks/web/site/detail', {});
    // A word no metric value can contain (a number like 12345 turned up in the event loop's lag figures).
    await t.app.inject({ method: 'GET', url: '/no/such/page/raw-url-marker' });
    const { status, type, text } = await scrape(t);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(
      sample(text, 'playdeck_http_requests_total{method="POST",route="/api/arks/web/site/detail",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toContain(
      'playdeck_http_request_duration_seconds_bucket{le="0.05",method="POST",route="/api/arks/web/site/detail"}',
    );
    expect(text).not.toContain('raw-url-marker');
  });

  it('counts refused calls by API code (HTTP 200 business codes too) and failed logins', async () => {
    const refused = await login(t.app, { password: 'Wrong-password-1' });
    expect(refused.status).toBe(200);
    expect(refused.body.code).not.toBe(100);
    const code = refused.body.code;
    const { text } = await scrape(t);
    expect(sample(text, `playdeck_api_errors_total{route="/api/login",code="${code}"}`)).toBe(1);
    expect(sample(text, `playdeck_login_failures_total{audience="member",code="${code}"}`)).toBe(1);
    const ok = await login(t.app);
    expect(ok.body.code).toBe(100);
    expect(sample((await scrape(t)).text, `playdeck_login_failures_total{audience="member",code="${code}"}`)).toBe(1);
  });

  it('counts ledger postings by kind', async () => {
    const member = (await t.app.identity.memberByAccount(1, 'demo001'))!;
    const before = sample((await scrape(t)).text, 'playdeck_ledger_postings_total{kind="adjustment"}') ?? 0;
    await t.app.wallet.post({
      siteId: 1,
      memberId: member.id,
      currency: member.memberCurrency,
      amount: 500n,
      kind: 'adjustment',
      reference: 'metrics test',
      idempotencyKey: `metrics-${randomUUID()}`,
    });
    expect(sample((await scrape(t)).text, 'playdeck_ledger_postings_total{kind="adjustment"}')).toBe(before + 1);
  });

  it('reads the pool, the job queue, sockets, pending transfers and payments when scraped', async () => {
    const member = (await t.app.identity.memberByAccount(1, 'demo001'))!;
    await t.app.database.db.execute(sql`
      insert into game_transfers (id, site_id, member_id, gp_id, currency, direction, amount, status, created_at)
      values (${randomUUID()}, 1, ${member.id}, 'GPX', ${member.memberCurrency}, 'in', 100, 'pending',
              now() - interval '90 seconds')`);
    const { text } = await scrape(t);
    expect(sample(text, 'playdeck_game_transfers_pending')).toBe(1);
    expect(sample(text, 'playdeck_game_transfers_pending_oldest_seconds')).toBeGreaterThanOrEqual(89);
    expect(sample(text, 'playdeck_payments_pending{kind="deposit",status="pending"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'playdeck_realtime_sockets')).toBe(0);
    expect(sample(text, `playdeck_db_pool_connections{database="${kind}"}`)).toBeGreaterThanOrEqual(1);
    if (kind === 'postgres') expect(sample(text, 'playdeck_db_pool_waiting{database="postgres"}')).toBe(0);
    // Periodic jobs tick from the start, so the queue has jobs of some state.
    expect(text).toMatch(/^playdeck_jobs\{queue="[^"]+",state="(created|retry|active|failed)"\} \d+$/m);
  });
});

describe('metrics behind a token', () => {
  let t: TestApp;
  const token = 'Mt7pQ2xR9vK4sW8bN3cF6hJ1';
  beforeAll(async () => {
    t = await createTestApp('pglite', { METRICS_TOKEN: token });
  });
  afterAll(() => t.close());

  it('answers only the bearer of METRICS_TOKEN', async () => {
    expect((await scrape(t)).status).toBe(401);
    expect((await scrape(t, { authorization: 'Bearer wrong-token' })).status).toBe(401);
    expect((await scrape(t, { authorization: token })).status).toBe(401);
    const ok = await scrape(t, { authorization: `Bearer ${token}` });
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('playdeck_http_requests_total');
  });
});
