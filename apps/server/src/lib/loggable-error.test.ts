import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import Fastify from 'fastify';
import type pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { errorsPlugin } from '../plugins/errors.js';
import { loggableError } from './loggable-error.js';
import { loggerOptions } from './logger.js';

const SECRET = 'Hunter2-password-9911';

/** A real failed query whose parameter the database quotes back in its message. */
async function failedQuery(db: ReturnType<typeof drizzle>): Promise<unknown> {
  try {
    await db.execute(sql`select ${SECRET}::int as n`);
  } catch (error) {
    return error;
  }
  throw new Error('the query was expected to fail');
}

describe('loggableError: what a failure may write to the log', () => {
  let client: PGlite;
  let failure: unknown;
  beforeAll(async () => {
    client = await PGlite.create('memory://');
    failure = await failedQuery(drizzle(client));
  });
  afterAll(() => client.close());

  it('the raw error does carry the parameter (so logging it as it is would leak it)', () => {
    const raw = failure as Error & { params?: unknown };
    expect(`${raw.message}${JSON.stringify(raw.params)}`).toContain(SECRET);
  });

  it('keeps the SQL, the SQLSTATE and the stack frames, without the parameter', () => {
    const logged = loggableError(failure);
    expect(JSON.stringify(logged)).not.toContain(SECRET);
    expect(logged.message).toContain('select $1::int');
    expect(logged.cause).toMatchObject({ code: '22P02', database: { severity: 'ERROR' } });
    expect(logged.stack).toMatch(/\n\s+at /);
  });

  it('describes other errors and thrown values plainly', () => {
    const plain = Object.assign(new Error('no such site'), { statusCode: 404 });
    expect(loggableError(plain)).toMatchObject({ type: 'Error', message: 'no such site', statusCode: 404 });
    expect(loggableError('boom')).toEqual({ type: 'string', message: 'a thrown non-error value' });
  });

  it('a 500 from the one error handler logs the failure without the parameter', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions(testConfig({ LOG_LEVEL: 'info' })) as pino.LoggerOptions;
    const app = Fastify({ logger: { ...options, stream: sink } });
    await app.register(errorsPlugin);
    app.get('/boom', async () => {
      throw failure;
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('select');
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('22P02');
    expect(log).not.toContain(SECRET);
  });
});
