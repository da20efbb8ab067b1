import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lazyDefaultCompilers } from './lazy-schema-compilers.js';

/** A route validated and serialized with JSON schemas, as Fastify's default compilers handle them. */
async function jsonSchemaApp(options: FastifyServerOptions): Promise<FastifyInstance> {
  const app = Fastify(options);
  app.post(
    '/echo',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', minLength: 2 }, count: { type: 'integer', default: 1 } },
        },
        response: { 200: { type: 'object', properties: { name: { type: 'string' }, count: { type: 'integer' } } } },
      },
    },
    async (request) => ({ ...(request.body as object), secret: 'left out by the response schema' }),
  );
  await app.ready();
  return app;
}

describe('lazyDefaultCompilers', () => {
  let lazy: FastifyInstance;
  let eager: FastifyInstance;
  beforeAll(async () => {
    lazy = await jsonSchemaApp({ schemaController: { compilersFactory: lazyDefaultCompilers() } });
    eager = await jsonSchemaApp({});
  });
  afterAll(async () => {
    await lazy.close();
    await eager.close();
  });

  it.each([
    ['a valid body, with a default filled in and an extra reply field dropped', { name: 'ada' }],
    ['a body that breaks the schema', { name: 'a' }],
    ['a body without a required field', { count: 2 }],
  ])('answers %s exactly as Fastify’s own compilers do', async (_case, payload) => {
    const [fromLazy, fromEager] = await Promise.all(
      [lazy, eager].map((app) => app.inject({ method: 'POST', url: '/echo', payload })),
    );
    expect(fromLazy!.statusCode).toBe(fromEager!.statusCode);
    expect(fromLazy!.json()).toEqual(fromEager!.json());
  });

  it('validates and serializes with them (not a pass-through)', async () => {
    const ok = await lazy.inject({ method: 'POST', url: '/echo', payload: { name: 'ada' } });
    expect(ok.json()).toEqual({ name: 'ada', count: 1 });
    const bad = await lazy.inject({ method: 'POST', url: '/echo', payload: { name: 'a' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/name/);
  });
});
