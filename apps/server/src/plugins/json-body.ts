import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** JSON bodies as the spec sends them: an empty POST body means "no fields" (/logout sends one). */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
      const text = (body as string).trim();
      if (text === '') return done(null, {});
      try {
        done(null, JSON.parse(text));
      } catch {
        done(
          Object.assign(new Error('body: malformed JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }),
          undefined,
        );
      }
    });
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.method === 'POST' && request.body === undefined) request.body = {};
      done();
    });
  },
  { name: 'json-body' },
);
