import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CallSpec, Envelope } from '@playdeck/contract';
import { ok } from './envelope.js';

/**
 * Registers one call of the contract's catalogue at `/api{path}` with its zod schema, so the body a
 * handler sees is already validated and typed. The handler returns the reply's data.
 */
export function registerCall<Req extends z.ZodType, Reply>(
  app: FastifyInstance,
  spec: CallSpec<Req, Reply>,
  handler: (body: z.output<Req>, request: FastifyRequest) => Promise<Reply> | Reply,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: spec.method,
    url: `/api${spec.path}`,
    schema: spec.method === 'GET' ? { querystring: spec.request } : { body: spec.request },
    preHandler: spec.auth ? app.requireSession : undefined,
    handler: async (request): Promise<Envelope<Reply>> => {
      const input = (spec.method === 'GET' ? request.query : (request.body ?? {})) as z.output<Req>;
      return ok(await handler(input, request));
    },
  });
}
