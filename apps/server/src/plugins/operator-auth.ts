import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType } from 'zod';
import type { Permission } from '@playdeck/contract/admin';
import { can } from '@playdeck/contract/admin';
import { AdminError, adminErrors } from '../lib/admin-error.js';
import { assertSite } from '../lib/operator-sites.js';
import { ADMIN_COOKIE } from '../modules/operators/types.js';
import type { LiveSession, OperatorSessionCheck, OperatorUser } from '../modules/operators/types.js';
import { isAdminUrl } from './admin-errors.js';

/** What an admin route asks for: a permission, only a session, or nothing (sign-in itself). */
export type RouteAccess = Permission | 'session' | 'public';

/** An admin route as the guard saw it mounted: its access, and the schemas of its body and query. */
export interface AdminRoute {
  access: RouteAccess;
  body?: ZodType;
  query?: ZodType;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator user of a guarded admin call (401 on a route that did not ask for a session). */
    operator(): OperatorUser;
    /** The session of a guarded admin call. */
    operatorSession(): LiveSession;
    /** Refuses a site the calling operator was not granted (403, never a hint whether it exists). */
    assertSite(siteId: number): void;
  }
  interface FastifyContextConfig {
    /** Every /api/admin route declares it; the guard is attached from it (fail closed). */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every admin route mounted after the plugin, `METHOD url` to what it asks for. */
    adminRoutes: Map<string, AdminRoute>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths under /api/admin that are documentation, not calls. */
const DOCS = /^\/api\/admin\/(docs(\/|$)|openapi\.json$)/;

/**
 * The operator of an admin call, resolved once by the guard every admin route gets from its declared
 * `config.access`: a live session, the CSRF header on writes, a session that passed the second factor where
 * two-factor is required or the operator has it on (else only the session's own calls, such as enrolment,
 * are open), and the permission's role. `'session'` asks only the first two. A route that declares no access
 * stops the start: a route cannot be added to the admin API and forgotten by the guard.
 */
export const operatorAuthPlugin = fp(
  async (app: FastifyInstance, opts: { sessions: OperatorSessionCheck; totpRequired: boolean }) => {
    const sessionsOfRequests = new WeakMap<FastifyRequest, LiveSession>();
    app.decorateRequest('operatorSession', function operatorSession(this: FastifyRequest) {
      const session = sessionsOfRequests.get(this);
      if (!session) throw adminErrors.notSignedIn();
      return session;
    });
    app.decorateRequest('operator', function operator(this: FastifyRequest) {
      return this.operatorSession().user;
    });
    app.decorateRequest('assertSite', function assertGranted(this: FastifyRequest, siteId: number) {
      assertSite(this.operator(), siteId);
    });

    function guard(need: Permission | 'session') {
      return async (request: FastifyRequest) => {
        const token = request.cookies[ADMIN_COOKIE];
        const session = await opts.sessions.resume(token);
        if (!session || !token) throw adminErrors.notSignedIn();
        if (!SAFE_METHODS.has(request.method)) {
          const given = request.headers['x-csrf-token'];
          if (typeof given !== 'string' || !opts.sessions.csrfMatches(token, given)) throw adminErrors.csrf();
        }
        sessionsOfRequests.set(request, session);
        if (need === 'session') return;
        // The session's own second factor, not the operator's: enrolling from one session does not lift another.
        if ((opts.totpRequired || session.user.totpEnabledAt) && !session.secondFactor) {
          throw new AdminError(403, 'totp_required', 'set up two-factor sign-in first');
        }
        if (!can(session.user.role, need)) throw adminErrors.forbidden();
      };
    }

    const routes = new Map<string, AdminRoute>();
    app.decorate('adminRoutes', routes);
    app.addHook('onRoute', (route) => {
      if (!isAdminUrl(route.url) || DOCS.test(route.url)) return;
      const access = (route.config as { access?: RouteAccess } | undefined)?.access;
      if (!access) throw new Error(`${route.url}: an admin route must declare config.access`);
      for (const method of [route.method].flat()) {
        const schema = route.schema as { body?: ZodType; querystring?: ZodType } | undefined;
        if (method !== 'HEAD')
          routes.set(`${method} ${route.url}`, { access, body: schema?.body, query: schema?.querystring });
      }
      if (access === 'public') return;
      // onRequest, before the body is even parsed: a stranger learns nothing, not even what a body needs.
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [...existing, guard(access)];
    });
  },
  { name: 'operator-auth', dependencies: ['@fastify/cookie'] },
);
