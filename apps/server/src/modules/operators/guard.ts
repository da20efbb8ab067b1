import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { Permission } from '@playdeck/contract/admin';
import { can } from '@playdeck/contract/admin';
import { AdminError, adminErrors } from '../../lib/admin-error.js';
import { isAdminUrl } from '../../plugins/admin-errors.js';
import type { OperatorUser } from './repo.js';
import type { LiveSession, OperatorSessions } from './sessions.js';
import { ADMIN_COOKIE } from './sessions.js';

/** What an admin route asks for: a permission, only a session, or nothing (sign-in itself). */
export type RouteAccess = Permission | 'session' | 'public';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator user of an admin call (set by the guard). */
    operatorUser?: OperatorUser;
    /** The session of an admin call (set by the guard). */
    operatorSession?: LiveSession;
  }
  interface FastifyContextConfig {
    /** Every /api/admin route declares it; the guard is attached from it (fail closed). */
    access?: RouteAccess;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What an admin route needs: a live session, the CSRF header on writes, a session that passed the second
 * factor where two-factor is required or the operator has it on (else only the session's own calls, such
 * as enrolment, are open), and the permission's role. `'session'` asks only the first two.
 */
export function createAdminGuard(sessions: OperatorSessions, opts: { totpRequired: boolean }) {
  return function guard(need: Permission | 'session') {
    return async (request: FastifyRequest, _reply: FastifyReply) => {
      const token = request.cookies[ADMIN_COOKIE];
      const session = await sessions.resume(token);
      if (!session || !token) throw adminErrors.notSignedIn();
      if (!SAFE_METHODS.has(request.method)) {
        const given = request.headers['x-csrf-token'];
        if (typeof given !== 'string' || !sessions.csrfMatches(token, given)) throw adminErrors.csrf();
      }
      const { user } = session;
      request.operatorUser = user;
      request.operatorSession = session;
      if (need === 'session') return;
      // The session's own second factor, not the operator's: enrolling from one session does not lift another.
      if ((opts.totpRequired || user.totpEnabledAt) && !session.secondFactor) {
        throw new AdminError(403, 'totp_required', 'set up two-factor sign-in first');
      }
      if (!can(user.role, need)) throw adminErrors.forbidden();
    };
  };
}

export type AdminGuard = ReturnType<typeof createAdminGuard>;

/** An admin route as the guard saw it mounted: its access, and the schemas of its body and query. */
export interface AdminRoute {
  access: RouteAccess;
  body?: ZodType;
  query?: ZodType;
}

/** Paths under /api/admin that are documentation, not calls. */
const DOCS = /^\/api\/admin\/(docs(\/|$)|openapi\.json$)/;

/**
 * Attaches the guard to every admin route from its declared `config.access`, and refuses to start when
 * a route declares none: a route cannot be added to the admin API and forgotten by the guard. Answers
 * the map of `METHOD url` to access, which the permission-matrix test walks.
 */
export function guardAdminRoutes(app: FastifyInstance, guard: AdminGuard): Map<string, AdminRoute> {
  const routes = new Map<string, AdminRoute>();
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
  return routes;
}

/** The session of a guarded request. */
export function sessionOf(request: FastifyRequest): LiveSession {
  if (!request.operatorSession) throw adminErrors.notSignedIn();
  return request.operatorSession;
}

/** The operator user of a guarded request. */
export function operatorOf(request: FastifyRequest): OperatorUser {
  if (!request.operatorUser) throw adminErrors.notSignedIn();
  return request.operatorUser;
}

/** Refuses a site the operator user was not granted (403, never a hint whether it exists). */
export function assertSite(user: OperatorUser, siteId: number): void {
  if (!user.siteIds.includes(siteId)) throw adminErrors.forbidden('this site is not granted to you');
}
