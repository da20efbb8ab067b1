import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER, withRequestId } from '../lib/request-id.js';

/**
 * Each request runs with its id in scope (Fastify's request.id: the proxy's x-request-id when trusted,
 * else new), so the jobs it queues and the provider calls it makes carry it; the reply echoes it.
 */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => withRequestId(request.id, done, true));
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done(null, payload);
    });
  },
  { name: 'request-id' },
);
