import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import type { LoggerOptions } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { loggerOptions } from '../lib/logger.js';
import { currentRequestId, withRequestId } from '../lib/request-id.js';
import { httpTransport } from '../modules/games/provider-client.js';
import { startJobs } from '../modules/jobs/index.js';
import type { Jobs } from '../modules/jobs/index.js';
import { createTestApp, describeEachDb } from '../test/harness.js';
import type { TestApp } from '../test/harness.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request id', () => {
  const apps: Record<'direct' | 'proxied', TestApp> = {} as never;
  beforeAll(async () => {
    apps.direct = await createTestApp('pglite');
    apps.proxied = await createTestApp('pglite', { TRUST_PROXY: 'true' }, (app) => {
      app.get('/test/request-id', async () => ({ inScope: currentRequestId() }));
    });
  });
  afterAll(() => Promise.all(Object.values(apps).map((a) => a.close())));

  const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('gives every request an id and echoes it in the reply', async () => {
    const res = await get(apps.direct, '/healthz');
    expect(res.headers['x-request-id']).toMatch(UUID);
    const again = await get(apps.direct, '/healthz');
    expect(again.headers['x-request-id']).not.toBe(res.headers['x-request-id']);
  });

  it("ignores a client's x-request-id unless the proxy is trusted", async () => {
    const direct = await get(apps.direct, '/healthz', { 'x-request-id': 'from-the-client' });
    expect(direct.headers['x-request-id']).toMatch(UUID);
    const proxied = await get(apps.proxied, '/test/request-id', { 'x-request-id': 'lb-1234.abc' });
    expect(proxied.headers['x-request-id']).toBe('lb-1234.abc');
    // The handler (and what it calls) runs with the id in scope.
    expect(proxied.json()).toEqual({ inScope: 'lb-1234.abc' });
  });

  it('replaces an id that is not plain text (it would land in every log line)', async () => {
    const res = await get(apps.proxied, '/healthz', { 'x-request-id': 'a"b\\nforged' });
    expect(res.headers['x-request-id']).toMatch(UUID);
    const long = await get(apps.proxied, '/healthz', { 'x-request-id': 'x'.repeat(200) });
    expect(long.headers['x-request-id']).toMatch(UUID);
  });
});

describe('request id in log lines', () => {
  it("tags a job's lines logged through the root logger, and never twice a request's own", () => {
    const lines: Record<string, unknown>[] = [];
    const raw: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        raw.push(chunk.toString());
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const log = pino(loggerOptions(testConfig({ LOG_LEVEL: 'info' })) as LoggerOptions, sink);
    withRequestId('req-7', () => log.info('in a job'));
    withRequestId('req-8', () => log.child({ reqId: 'req-8' }).info('in a request'), true);
    log.info('outside');
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ['in a job', 'req-7'],
      ['in a request', 'req-8'],
      ['outside', undefined],
    ]);
    expect(raw[1]!.match(/"reqId"/g)).toHaveLength(1);
  });
});

describe('request id to other systems', () => {
  it('goes to the provider with each HTTP call made for the request', async () => {
    const seen: (string | undefined)[] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers['x-request-id'] as string | undefined);
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port } = server.address() as AddressInfo;
      const call = httpTransport(`http://127.0.0.1:${port}`, 'key');
      await withRequestId('req-42', () => call('GET', '/api/balance'));
      await call('GET', '/api/balance');
      expect(seen).toEqual(['req-42', undefined]);
    } finally {
      server.close();
    }
  });
});

describeEachDb('request id in jobs', (kind) => {
  let t: TestApp;
  let jobs: Jobs;
  beforeAll(async () => {
    t = await createTestApp(kind);
    jobs = await startJobs(t.app.database);
  }, 60_000);
  afterAll(async () => {
    await jobs.stop();
    await t.close();
  });

  it('runs a job under the id of the request that queued it, with the data as sent', async () => {
    const ran: { data: object; requestId?: string }[] = [];
    await jobs.work<{ n: number }>('trace', async (data) => void ran.push({ data, requestId: currentRequestId() }));
    await withRequestId('req-queued-it', () => jobs.send('trace', { n: 1 }));
    await jobs.send('trace', { n: 2 });
    const deadline = Date.now() + 15_000;
    while (ran.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const byN = Object.fromEntries(ran.map((r) => [(r.data as { n: number }).n, r]));
    expect(byN[1]).toEqual({ data: { n: 1 }, requestId: 'req-queued-it' });
    // A job queued outside any request runs under its own id.
    expect(byN[2]?.requestId).toMatch(/^job:/);
  });
});
