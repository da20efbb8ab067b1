import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CALL_PATHS, isSuccess } from '@playdeck/contract';
import type { Metrics } from '../lib/metrics.js';

/** The calls that sign someone in: their refusals are counted as failed logins. */
const LOGIN_ROUTES: Record<string, 'member' | 'operator'> = {
  [`POST /api${CALL_PATHS.login}`]: 'member',
  [`POST /api${CALL_PATHS.doubleValidation}`]: 'member',
  'POST /api/admin/session': 'operator',
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The `code` of the reply's envelope, when it has one. */
    apiCode?: number | string;
  }
}

/** The route's pattern (`/api/admin/members/:id`), never the raw URL, so label values stay few. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/**
 * Request rate and latency per route pattern, and the API codes of replies that are not a success
 * (the member API answers business refusals with HTTP 200 and a code, so the status alone hides them).
 */
export const httpMetricsPlugin = fp(
  async (app: FastifyInstance, opts: { metrics: Metrics }) => {
    const { metrics } = opts;
    app.decorateRequest('apiCode', undefined);

    // Every envelope passes here as an object (success, business error, validation error, 5xx).
    app.addHook('preSerialization', (request, _reply, payload, done) => {
      const code = (payload as { code?: unknown } | null)?.code;
      if (typeof code === 'number' || typeof code === 'string') request.apiCode = code;
      done(null, payload);
    });

    const count = (request: FastifyRequest, reply: FastifyReply) => {
      const route = routeOf(request);
      const method = request.method;
      metrics.httpRequests.inc({ method, route, status: reply.statusCode });
      metrics.httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
      const code = request.apiCode;
      const failed = code !== undefined && !(typeof code === 'number' && isSuccess(code));
      if (!request.url.startsWith('/api/') || !(failed || reply.statusCode >= 400)) return;
      const label = String(code ?? reply.statusCode);
      metrics.apiErrors.inc({ route, code: label });
      const audience = LOGIN_ROUTES[`${method} ${route}`];
      if (audience) metrics.loginFailures.inc({ audience, code: label });
    };
    // Hooks with a callback, not async: no promise and microtask per hook on every request.
    app.addHook('onResponse', (request, reply, done) => {
      count(request, reply);
      done();
    });
  },
  { name: 'http-metrics' },
);
