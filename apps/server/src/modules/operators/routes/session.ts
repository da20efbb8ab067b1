import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionReply, signInReply, signInRequest, totpSignInRequest } from '@playdeck/contract/admin';
import type { OperatorSessions } from '../sessions.js';
import { ADMIN_COOKIE } from '../types.js';
import type { SignIn, SignInResult } from '../sign-in.js';
import { operatorView } from '../view.js';

export interface SessionRouteDeps {
  signIn: SignIn;
  sessions: OperatorSessions;
  totpRequired: boolean;
  secureCookie: boolean;
}

const noContent = { 204: z.undefined() };

/** Sign-in, the session and sign-out (everywhere and enrolment: routes/enrolment.ts, audited). */
export async function sessionRoutes(app: FastifyInstance, deps: SessionRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

  function answer(reply: FastifyReply, result: SignInResult) {
    if (result.state === 'totp') return result;
    reply.setCookie(ADMIN_COOKIE, result.token, {
      path: '/api/admin',
      httpOnly: true,
      sameSite: 'strict',
      secure: deps.secureCookie,
    });
    return {
      state: 'signed_in' as const,
      operator: operatorView(result.user, deps.totpRequired),
      csrf_token: result.csrf,
    };
  }

  const tags = ['session'];

  r.post(
    '/api/admin/session',
    { config: { access: 'public' }, schema: { tags, body: signInRequest, response: { 200: signInReply } } },
    async (request, reply) =>
      answer(reply, await deps.signIn.withPassword(request.body.username, request.body.password, client(request))),
  );

  r.post(
    '/api/admin/session/totp',
    { config: { access: 'public' }, schema: { tags, body: totpSignInRequest, response: { 200: signInReply } } },
    async (request, reply) =>
      answer(reply, await deps.signIn.withTotp(request.body.challenge, request.body.code, client(request))),
  );

  r.get(
    '/api/admin/session',
    { config: { access: 'session' }, schema: { tags, response: { 200: sessionReply } } },
    async (request) => ({
      operator: operatorView(request.operator(), deps.totpRequired),
      csrf_token: deps.sessions.csrfOf(request.cookies[ADMIN_COOKIE]!),
    }),
  );

  r.delete(
    '/api/admin/session',
    { config: { access: 'session' }, schema: { tags, response: noContent } },
    async (request, reply) => {
      await deps.sessions.end(request.cookies[ADMIN_COOKIE]!);
      reply.clearCookie(ADMIN_COOKIE, { path: '/api/admin' }).status(204);
    },
  );
}
