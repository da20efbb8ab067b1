import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import type { LoggerOptions } from 'pino';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { lazyChildLogger, loggerOptions } from './logger.js';

describe("a request's logger, made on first use", () => {
  it('is never made for a request that does not log; one that logs gets its id and the redaction', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const root = pino(loggerOptions(testConfig({ LOG_LEVEL: 'info' })) as LoggerOptions, sink);
    let children = 0;
    const child = root.child.bind(root);
    root.child = ((...args: Parameters<typeof child>) => {
      children += 1;
      return child(...args);
    }) as typeof root.child;
    const app = Fastify({ loggerInstance: root, childLoggerFactory: lazyChildLogger, disableRequestLogging: true });
    app.get('/quiet', async () => ({ quiet: true }));
    app.get('/says', async (request) => {
      request.log.info({ body: { password: 'Demo1234' } }, 'said');
      return {};
    });

    await app.ready();
    const before = children;
    const quiet = await Promise.all([app.inject('/quiet'), app.inject('/quiet')]);
    expect(quiet.map((r) => r.json())).toEqual([{ quiet: true }, { quiet: true }]);
    expect(children).toBe(before);
    expect(lines).toEqual([]);

    await app.inject('/says');
    expect(children).toBe(before + 1);
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'said', reqId: expect.any(String), body: { password: '[redacted]' } }),
    ]);
    await app.close();
  });
});
