import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FirstReply, FirstScreenContext } from '@playdeck/contract';
import { CALL_PATHS, homeFirstCalls, isSuccess } from '@playdeck/contract';

/**
 * The request headers a call made on the visitor's behalf keeps: the host (which site), the forwarded
 * address and the agent (and the country header), so the rate limit and the address checks see the
 * visitor, as they would have seen the page's own call.
 */
const KEPT_HEADERS = ['host', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto', 'x-real-ip'];

/**
 * The replies of the home page's first calls (contract `homeFirstCalls`), made through the API's own
 * routes for a visitor (no session) in the page's language, so they are exactly what the page would get.
 * A call that fails or answers an error is left out: the page then makes it itself.
 */
export async function homeFirstReplies(
  app: FastifyInstance,
  request: FastifyRequest,
  ctx: FirstScreenContext,
  countryHeader: string,
): Promise<FirstReply[]> {
  const headers: Record<string, string> = { 'content-type': 'application/json', lang: ctx.locale };
  for (const name of [...KEPT_HEADERS, countryHeader]) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const replies = await Promise.all(
    homeFirstCalls(ctx).map(async ({ name, body }): Promise<FirstReply | undefined> => {
      try {
        const res = await app.inject({
          method: 'POST',
          url: `/api${CALL_PATHS[name]}`,
          headers,
          payload: body,
          remoteAddress: request.socket.remoteAddress,
        });
        if (res.statusCode !== 200) return undefined;
        const reply = res.json<{ code?: unknown }>();
        return typeof reply.code === 'number' && isSuccess(reply.code) ? { name, body, reply } : undefined;
      } catch (error) {
        // The page still works without it: it makes the call itself.
        request.log.warn({ call: name, message: (error as Error).message }, 'first reply not made');
        return undefined;
      }
    }),
  );
  return replies.filter((reply) => reply !== undefined);
}
