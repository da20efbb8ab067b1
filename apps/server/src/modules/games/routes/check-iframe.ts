import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const query = z.object({ url: z.string().min(1).max(2000) });

/**
 * GET /check_iframe?url= (a local route): can the page show this address in a frame? Paths of this
 * site can. Another host is asked (HEAD, 3 s) only when it is the game provider's, so the route can
 * not be used to probe arbitrary hosts; its X-Frame-Options and CSP frame-ancestors decide.
 */
export async function checkIframeRoute(app: FastifyInstance, opts: { providerUrl?: string }): Promise<void> {
  const providerHost = opts.providerUrl ? new URL(opts.providerUrl).host : undefined;
  app.get('/check_iframe', async (request, reply) => {
    const parsed = query.safeParse(request.query);
    if (!parsed.success) return reply.code(400).send({ url: '', frameable: false, reason: 'url: required' });
    const { url } = parsed.data;
    if (/^\/(?!\/)/.test(url)) return { url, frameable: true, reason: 'same site' };
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return reply.code(400).send({ url, frameable: false, reason: 'url: not an address' });
    }
    if (target.host === request.host) return { url, frameable: true, reason: 'same site' };
    if (!/^https?:$/.test(target.protocol) || target.host !== providerHost) {
      return { url, frameable: false, reason: 'host not allowed' };
    }
    try {
      const res = await fetch(target, { method: 'HEAD', signal: AbortSignal.timeout(3_000), redirect: 'manual' });
      const xfo = (res.headers.get('x-frame-options') ?? '').toLowerCase();
      const ancestors = /frame-ancestors([^;]*)/i.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
      const refused = xfo === 'deny' || xfo === 'sameorigin' || /'none'|'self'/.test(ancestors);
      return {
        url,
        frameable: res.status < 400 && !refused,
        reason: refused ? 'refused by the page' : `HTTP ${res.status}`,
      };
    } catch {
      return { url, frameable: false, reason: 'no answer' };
    }
  });
}
