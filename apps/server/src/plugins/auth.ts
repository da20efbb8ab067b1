import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/envelope.js';
import type { MemberRow, MemberSession, SessionService } from '../modules/identity/index.js';
import { bearerToken } from '../modules/identity/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: MemberSession | null;
    /** Set by a service that issued a fresh token; sent back as the `Authorization` reply header. */
    renewedToken: string | null;
    /**
     * The calling member's row, read once per request (with the session, in `requireSession`): 401 without a
     * session or when the member is gone. Every call in the same request answers that row, as it was read.
     */
    member(): Promise<MemberRow>;
  }
  interface FastifyInstance {
    sessions: SessionService;
    /** preHandler for calls that need a member: 401 for a missing, expired, revoked or foreign token. */
    requireSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export const authPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      sessions: SessionService;
    },
  ) => {
    app.decorate('sessions', opts.sessions);
    app.decorateRequest('session', null);
    app.decorateRequest('renewedToken', null);
    const membersOfRequests = new WeakMap<FastifyRequest, Promise<MemberRow>>();
    // Only requireSession sets a session, and it keeps the member's row read with it.
    app.decorateRequest('member', function member(this: FastifyRequest) {
      return membersOfRequests.get(this) ?? Promise.reject(unauthorized());
    });

    app.decorate('requireSession', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      const session = token ? await opts.sessions.resolveWithMember(token) : undefined;
      // A token of another site is not a session here.
      if (!session || session.siteId !== request.site.siteId) throw unauthorized();
      const { renewedToken, member, ...current } = session;
      request.session = current;
      // The member's row came with the session (one statement): request.member() answers it.
      membersOfRequests.set(request, Promise.resolve(member));
      if (renewedToken) request.renewedToken = renewedToken;
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.renewedToken) {
        reply.header('authorization', `Bearer ${request.renewedToken}`);
        reply.header('access-control-expose-headers', 'Authorization');
      }
      done(null, payload);
    });
  },
  { name: 'auth', dependencies: ['request-context'] },
);
